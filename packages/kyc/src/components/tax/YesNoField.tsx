import { useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@paydeck/ui';
import type { ReactNode } from 'react';
import type { Answer } from '../../model/tax-classification';

/** A yes/no question; not answered yet is null (neither radio chosen). */
export function YesNoField({
  label,
  description,
  value,
  onChange,
  errorMessage,
}: {
  label: ReactNode;
  description?: ReactNode;
  value: Answer;
  onChange: (value: boolean) => void;
  errorMessage?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <RadioGroup
      label={label}
      description={description}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(choice) => onChange(choice === 'yes')}
      isRequired
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
    >
      <Radio value="yes">{t`Yes`}</Radio>
      <Radio value="no">{t`No`}</Radio>
    </RadioGroup>
  );
}
