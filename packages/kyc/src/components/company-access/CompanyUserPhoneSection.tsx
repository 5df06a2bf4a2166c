import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { useState } from 'react';
import type { CompanyUserPhone } from '../../api/company-user-phone';
import type { NewPhone } from '../../api/phone';
import * as styles from '../common/common.css';
import { useAction } from '../common/useAction';
import { AddPhoneForm, CodeForm } from '../kyc/PhoneStep';

export interface CompanyUserPhoneActions {
  /** Sends an SMS code to the new number; answers the masked number. */
  requestCode: (phone: NewPhone) => Promise<string>;
  confirm: (code: string) => Promise<CompanyUserPhone>;
}

/** The signed-in user's own phone at the company: a new number, confirmed by the code sent to it. */
export function CompanyUserPhoneSection({ actions }: { actions: CompanyUserPhoneActions }) {
  const { t } = useLingui();
  const [pending, setPending] = useState<{ phone: NewPhone; masked: string } | null>(null);
  const [changed, setChanged] = useState<string | null>(null);
  const send = useAction(async (phone: NewPhone) => {
    setPending({ phone, masked: await actions.requestCode(phone) });
    setChanged(null);
  });
  return (
    <section className={pageLayout.section} aria-labelledby="access-my-phone">
      <h2 id="access-my-phone" className={pageLayout.subtitle}>
        <Trans>Your phone number</Trans>
      </h2>
      <p className={pageLayout.muted}>
        <Trans>A code sent to the new number confirms the change.</Trans>
      </p>
      {changed && (
        <p role="status" className={styles.strong}>
          <Trans>Your phone number is now {changed}.</Trans>
        </p>
      )}
      {send.error && (
        <p role="alert" className={styles.reason}>
          {send.error}
        </p>
      )}
      {pending ? (
        <CodeForm
          masked={pending.masked}
          onConfirm={async (code) => {
            const phone = await actions.confirm(code);
            setPending(null);
            setChanged(phone.phoneNumber);
          }}
          onResend={() => send.start(pending.phone)}
        />
      ) : (
        <AddPhoneForm
          label={t`Change your phone number`}
          submitLabel={t`Send a code to the new number`}
          onAdd={(phone) => send.start(phone)}
        />
      )}
    </section>
  );
}
