import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Loadable, LoadableView, pageLayout } from '@paydeck/accounts';
import { isValidEmail } from '@paydeck/auth';
import { Button, EmptyState, StatusBadge, type StatusTone, TextField } from '@paydeck/ui';
import { useState } from 'react';
import type { PaymentEmail } from '../../api/emails';
import * as styles from '../common/common.css';
import { ReadOnlyNote } from '../common/ReadOnlyNote';
import { useAction } from '../common/useAction';

const statusText: Record<PaymentEmail['status'], { label: MessageDescriptor; tone: StatusTone }> = {
  Primary: { label: msg`Primary`, tone: 'success' },
  Active: { label: msg`Active`, tone: 'info' },
  Unconfirmed: { label: msg`Unconfirmed`, tone: 'warning' },
};

export interface PaymentEmailActions {
  add: (emailAddress: string) => Promise<unknown>;
  remove: (emailId: number) => Promise<unknown>;
  setPrimary: (emailId: number) => Promise<unknown>;
  requestCode: (emailId: number) => Promise<unknown>;
  confirm: (emailId: number, code: string) => Promise<unknown>;
}

/**
 * /payment-emails: the addresses others may pay to; with full access (`canManage`) add, confirm by code, make
 * primary, delete.
 */
export function PaymentEmailsScreen({
  emails,
  onRetry,
  actions,
  canManage,
}: {
  emails: Loadable<PaymentEmail[]>;
  onRetry: () => void;
  actions: PaymentEmailActions;
  canManage: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <h1 className={pageLayout.title}>
        <Trans>Payment e-mails</Trans>
      </h1>
      <section className={pageLayout.section}>
        <p className={pageLayout.text}>
          <Trans>People can send you money to these e-mail addresses. A new address works once you confirm it.</Trans>
        </p>
        {!canManage && <ReadOnlyNote about="details" />}
        <LoadableView value={emails} label={t`Loading your payment e-mails`} onRetry={onRetry}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState headingLevel={3} title={<Trans>No payment e-mail yet</Trans>} />
            ) : (
              <ul className={styles.list} aria-label={t`Your payment e-mails`}>
                {list.map((email) => (
                  <EmailRow key={email.id} email={email} actions={canManage ? actions : undefined} />
                ))}
              </ul>
            )
          }
        </LoadableView>
        {canManage && <AddEmail onAdd={actions.add} />}
      </section>
    </div>
  );
}

/** One address with its status; its actions only when given (full access). */
function EmailRow({ email, actions }: { email: PaymentEmail; actions: PaymentEmailActions | undefined }) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const primary = useAction(async () => actions?.setPrimary(email.id));
  const remove = useAction(async () => actions?.remove(email.id));
  const resend = useAction(async () => actions?.requestCode(email.id));
  const confirm = useAction(async () => actions?.confirm(email.id, code.trim()));
  const failure = primary.error ?? remove.error ?? resend.error ?? confirm.error;
  const address = email.emailAddress;
  return (
    <li className={styles.row}>
      <div className={styles.rowMain}>
        <span className={styles.strong}>{address}</span>
        {actions && email.status === 'Unconfirmed' && (
          <form
            className={styles.steps}
            noValidate
            aria-label={t`Confirm ${address}`}
            onSubmit={(event) => {
              event.preventDefault();
              if (code.trim()) void confirm.start();
            }}
          >
            <TextField label={t`Code from the e-mail`} value={code} onChange={setCode} autoComplete="one-time-code" />
            <Button type="submit" size="small" isLoading={confirm.pending}>
              <Trans>Confirm</Trans>
            </Button>
            <Button size="small" variant="quiet" isLoading={resend.pending} onPress={() => void resend.start()}>
              <Trans>Send a new code</Trans>
            </Button>
          </form>
        )}
        {failure && (
          <span role="alert" className={styles.reason}>
            {failure}
          </span>
        )}
      </div>
      <span className={styles.facts}>
        <StatusBadge tone={statusText[email.status].tone}>{i18n._(statusText[email.status].label)}</StatusBadge>
        {actions && email.status === 'Active' && (
          <Button size="small" variant="secondary" isLoading={primary.pending} onPress={() => void primary.start()}>
            <Trans>Make primary</Trans>
          </Button>
        )}
        {actions && email.status !== 'Primary' && (
          <Button
            size="small"
            variant="secondary"
            aria-label={t`Delete ${address}`}
            isLoading={remove.pending}
            onPress={() => void remove.start()}
          >
            <Trans>Delete</Trans>
          </Button>
        )}
      </span>
    </li>
  );
}

function AddEmail({ onAdd }: { onAdd: (emailAddress: string) => Promise<unknown> }) {
  const { t } = useLingui();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const add = useAction(onAdd);
  const invalid = tried && (value.trim() === '' || !isValidEmail(value.trim()));
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={t`Add a payment e-mail`}
      onSubmit={async (event) => {
        event.preventDefault();
        setTried(true);
        if (value.trim() && isValidEmail(value.trim()) && (await add.start(value.trim()))) {
          setValue('');
          setTried(false);
        }
      }}
    >
      <TextField
        label={t`New payment e-mail`}
        type="email"
        value={value}
        onChange={setValue}
        autoComplete="email"
        isRequired
        isInvalid={invalid}
        errorMessage={invalid ? t`Enter a valid e-mail address.` : undefined}
      />
      {add.error && (
        <p role="alert" className={styles.reason}>
          {add.error}
        </p>
      )}
      <div>
        <Button type="submit" isLoading={add.pending}>
          <Trans>Add the e-mail</Trans>
        </Button>
      </div>
    </form>
  );
}
