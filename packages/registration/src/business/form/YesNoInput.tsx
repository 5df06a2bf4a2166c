import { useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@paydeck/ui';
import type { BoundField } from './fields';
import { firstError } from './form-errors';

/** A yes/no question; not answered yet is null (neither choice taken). */
export function YesNoInput({ field, label }: { field: BoundField<boolean | null>; label: string }) {
  const { t } = useLingui();
  const value = field.state.value;
  const error = firstError(field.state.meta.errors);
  return (
    <RadioGroup
      label={label}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(choice) => field.handleChange(choice === 'yes')}
      onBlur={field.handleBlur}
      isRequired
      isInvalid={error !== undefined}
      errorMessage={error}
    >
      <Radio value="yes">{t`Yes`}</Radio>
      <Radio value="no">{t`No`}</Radio>
    </RadioGroup>
  );
}
