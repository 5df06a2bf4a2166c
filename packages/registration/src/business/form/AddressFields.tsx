import { useLingui } from '@lingui/react/macro';
import { TextField } from '@paydeck/ui';
import { CountryComboBox } from '@paydeck/ui/combobox';
import type { DraftAddress } from '../../model/draft';
import * as styles from '../business.css';
import type { BoundField } from './fields';
import { groupErrors } from './form-errors';

type Part = 'address1' | 'address2' | 'city' | 'postalCode';

/**
 * An address as one form field (the draft keeps it as one object): street, flat, city, postal code, country,
 * each part with its own error. `legend` names the group for assistive technology.
 */
export function AddressFields({
  field,
  legend,
  isRequired = true,
}: {
  field: BoundField<DraftAddress>;
  legend: string;
  isRequired?: boolean;
}) {
  const { t } = useLingui();
  const value = field.state.value;
  const errors = groupErrors(field.state.meta.errors);
  const set = (change: Partial<DraftAddress>) => field.handleChange({ ...value, ...change });
  const part = (name: Part, label: string, autoComplete: string, required = isRequired) => (
    <TextField
      label={label}
      value={value[name]}
      onChange={(text) => set({ [name]: text })}
      onBlur={field.handleBlur}
      autoComplete={autoComplete}
      isRequired={required}
      isInvalid={errors[name] !== undefined}
      errorMessage={errors[name]}
    />
  );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.fields}>
        {part('address1', t`Street and house number`, 'address-line1')}
        {part('address2', t`Flat, floor (optional)`, 'address-line2', false)}
        {part('city', t`City`, 'address-level2')}
        {part('postalCode', t`Postal code`, 'postal-code')}
        <CountryComboBox
          label={t`Country`}
          value={value.countryCode || null}
          onChange={(code) => set({ countryCode: typeof code === 'string' ? code : '' })}
          onBlur={field.handleBlur}
          isRequired={isRequired}
          isInvalid={errors.countryCode !== undefined}
          errorMessage={errors.countryCode}
        />
      </div>
    </fieldset>
  );
}
