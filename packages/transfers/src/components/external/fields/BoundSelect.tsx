import { ListOption, Select } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { ExternalFormKit } from '../useExternalForm';
import type { ExternalField } from '../values';

export interface Option {
  id: string;
  label: string;
}

/** A choice bound to a text value of the form (bank, branch, template, saved card, extra parameter). */
export function BoundSelect({
  kit,
  name,
  label,
  options,
  isRequired,
  description,
  onChosen,
}: {
  kit: ExternalFormKit;
  name: 'bankCode' | 'branchCode' | 'templateId' | 'cardId' | 'bankCountryCode' | `extras.${string}`;
  label: string;
  options: readonly Option[];
  isRequired?: boolean;
  description?: ReactNode;
  onChosen?: (id: string) => void;
}) {
  const { form, errorOf, forget } = kit;
  return (
    <form.Field name={name as 'bankCode'}>
      {(field) => {
        const error = errorOf(name as ExternalField, field.state.meta.errors);
        const value = String(field.state.value ?? '');
        return (
          <Select
            label={label}
            items={options}
            value={options.some((o) => o.id === value) ? value : null}
            onChange={(key) => {
              const id = key === null ? '' : String(key);
              field.handleChange(id as never);
              forget(name as ExternalField);
              onChosen?.(id);
            }}
            isRequired={isRequired}
            isInvalid={!!error}
            errorMessage={error}
            description={description}
          >
            {(item: Option) => (
              <ListOption id={item.id} textValue={item.label}>
                {item.label}
              </ListOption>
            )}
          </Select>
        );
      }}
    </form.Field>
  );
}
