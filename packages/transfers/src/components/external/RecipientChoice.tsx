import { useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@paydeck/ui';
import type { Recipient } from '../../model/rails';

/**
 * Whose account the external transfer goes to (payments.md 6): someone else's (sending to others) or the person's
 * own elsewhere (an own-account withdrawal). Shown only when the session's flags allow both.
 */
export function RecipientChoice({ value, onChange }: { value: Recipient; onChange: (recipient: Recipient) => void }) {
  const { t } = useLingui();
  return (
    <RadioGroup
      label={t`Send to`}
      value={value}
      onChange={(next) => onChange(next === 'own' ? 'own' : 'others')}
      orientation="horizontal"
    >
      <Radio value="others">{t`Someone else's account`}</Radio>
      <Radio value="own">{t`My own account elsewhere`}</Radio>
    </RadioGroup>
  );
}
