import { useLingui } from '@lingui/react/macro';
import { TextField } from '@paydeck/ui';
import type { DraftPhone } from '../../model/draft';
import * as styles from '../business.css';
import type { BoundField } from './fields';
import { groupErrors } from './form-errors';

/** A phone as one form field: the calling code (digits, a '+' allowed) and the number, each with its error. */
export function PhoneFields({ field, isRequired = true }: { field: BoundField<DraftPhone>; isRequired?: boolean }) {
  const { t } = useLingui();
  const value = field.state.value;
  const errors = groupErrors(field.state.meta.errors);
  return (
    <div className={styles.phoneFields}>
      <TextField
        label={t`Calling code`}
        value={value.countryCode}
        onChange={(countryCode) => field.handleChange({ ...value, countryCode })}
        onBlur={field.handleBlur}
        inputMode="tel"
        autoComplete="tel-country-code"
        isRequired={isRequired}
        isInvalid={errors.countryCode !== undefined}
        errorMessage={errors.countryCode}
      />
      <TextField
        label={t`Phone number`}
        value={value.number}
        onChange={(number) => field.handleChange({ ...value, number })}
        onBlur={field.handleBlur}
        type="tel"
        autoComplete="tel-national"
        isRequired={isRequired}
        isInvalid={errors.number !== undefined}
        errorMessage={errors.number}
      />
    </div>
  );
}
