import { useLingui } from '@lingui/react/macro';
import { Radio, RadioGroup } from '@paydeck/ui';
import type { ExternalFormKit } from '../useExternalForm';
import { BoundText } from './BoundText';

/** Interac: the payee's name and their e-mail or phone (checked with libphonenumber-js). */
export function InteracFields({ kit }: { kit: ExternalFormKit }) {
  const { t } = useLingui();
  return (
    <>
      <BoundText kit={kit} name="beneficiaryName" label={t`Payee's name`} isRequired />
      <kit.form.Field name="contactKind">
        {(field) => (
          <RadioGroup
            label={t`Send the notice by`}
            value={field.state.value}
            onChange={(kind) => field.handleChange(kind as 'email' | 'phone')}
            orientation="horizontal"
          >
            <Radio value="email">{t`E-mail`}</Radio>
            <Radio value="phone">{t`Phone`}</Radio>
          </RadioGroup>
        )}
      </kit.form.Field>
      {kit.values.contactKind === 'email' ? (
        <BoundText kit={kit} name="email" label={t`Payee's e-mail`} isRequired inputMode="email" />
      ) : (
        <BoundText kit={kit} name="phone" label={t`Payee's phone`} isRequired inputMode="tel" />
      )}
    </>
  );
}
