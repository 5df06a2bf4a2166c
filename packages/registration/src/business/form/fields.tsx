// The ui kit's fields bound to a TanStack Form field: value, change, blur, and the field's first error.
import { ListOption, Select, TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import type { Key } from 'react-aria-components';
import { DateField } from './DateField';
import { firstError } from './form-errors';

/** What these components need of a TanStack Form field. */
export interface BoundField<V> {
  state: { value: V; meta: { errors: readonly unknown[] } };
  handleChange: (value: V) => void;
  handleBlur: () => void;
}

const errorOf = (field: { state: { meta: { errors: readonly unknown[] } } }) => firstError(field.state.meta.errors);

export function TextInput({
  field,
  label,
  isRequired = true,
  type = 'text',
  autoComplete,
  inputMode,
  description,
}: {
  field: BoundField<string>;
  label: string;
  isRequired?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  inputMode?: 'text' | 'decimal' | 'numeric' | 'email' | 'tel' | 'url';
  description?: string;
}) {
  const error = errorOf(field);
  return (
    <TextField
      label={label}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      description={description}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

export function CountryInput({
  field,
  label,
  isRequired = true,
}: {
  field: BoundField<string>;
  label: string;
  isRequired?: boolean;
}) {
  const error = errorOf(field);
  return (
    <CountryComboBox
      label={label}
      value={field.state.value || null}
      onChange={(code: Key | null) => field.handleChange(typeof code === 'string' ? code : '')}
      onBlur={field.handleBlur}
      isRequired={isRequired}
      isInvalid={error !== undefined}
      errorMessage={error}
    />
  );
}

export function DateInput({
  field,
  label,
  isRequired = true,
}: {
  field: BoundField<string>;
  label: string;
  isRequired?: boolean;
}) {
  return (
    <DateField
      label={label}
      value={field.state.value}
      onChange={field.handleChange}
      onBlur={field.handleBlur}
      isRequired={isRequired}
      errorMessage={errorOf(field)}
    />
  );
}

/** A choice from a dictionary (`{ id, name }` items); the value is the id, null until chosen. */
export function ChoiceInput({
  field,
  label,
  items,
}: {
  field: BoundField<number | null>;
  label: string;
  items: readonly { id: number; name: string }[];
}) {
  const error = errorOf(field);
  return (
    <Select
      label={label}
      items={items}
      value={field.state.value}
      onChange={(key) => field.handleChange(key === null ? null : Number(key))}
      onBlur={field.handleBlur}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      {(item) => <ListOption id={item.id}>{item.name}</ListOption>}
    </Select>
  );
}
