import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { Button, Dialog } from '@paydeck/ui';
import { useState } from 'react';
import type { PaymentDetails, Withdrawal, WithdrawalDetails } from '../../api/global-pay-recipient';
import { isOpenPayment, linkDeadline, recipientStep } from '../../model/recipient-page';
import { methodLabels } from './labels';
import { RecipientChoice, type RecipientChoiceProps, RecipientCode } from './RecipientForm';
import { RecipientSteps } from './RecipientSteps';
import { WithdrawalDetailsButton } from './WithdrawalDetailsDialog';
import * as styles from './global-pay.css';

type Step<T> = { data: T | undefined; pending: boolean };

export interface RecipientScreenProps extends Omit<RecipientChoiceProps, 'currencyCode'> {
  details: PaymentDetails;
  withdrawals: Step<Withdrawal[]>;
  /** One earlier payment's details (globalPayWithdrawalDetails), when its row is opened. */
  loadWithdrawal: (paymentId: number) => Promise<WithdrawalDetails>;
  /** Where the code went, once submitted. */
  approvalSentTo: string | null;
  awaitingCode: boolean;
  onApprove: (code: string) => void;
  approving: boolean;
  onResend: () => void;
  /** Leaves the code step for the details (a new submit sends a new code). */
  onChangeDetails?: () => void;
  onRefuse: () => void;
  refusing: boolean;
  /** The last call's refusal or failure, as text (the screen shows every error itself). */
  failure: string | null;
}

/** A closed payment's words: what happened and what the payee can do. */
function ClosedPayment({ details, sender }: { details: PaymentDetails; sender: string }) {
  const { t } = useLingui();
  const [title, text] =
    details.status === 'paid'
      ? [
          t`You received this payment`,
          t`The money is on its way to the account you chose. This link cannot be used again.`,
        ]
      : details.status === 'refused'
        ? [
            t`You refused this payment`,
            t`The money went back to ${sender}. If this was a mistake, contact them and ask them to send it again.`,
          ]
        : details.status === 'expired'
          ? [
              t`This payment link has expired`,
              t`The payment can no longer be received here; the money went back to ${sender}. Contact them and ask them to send it again.`,
            ]
          : [
              t`This payment cannot be received here`,
              t`Something is wrong with this payment. Contact ${sender} about it; do not give your details anywhere else.`,
            ];
  return (
    <section className={layout.section} aria-labelledby="receive-closed-title">
      <div role="status">
        <h2 id="receive-closed-title" className={layout.subtitle}>
          {title}
        </h2>
      </div>
      <p className={layout.text}>{text}</p>
    </section>
  );
}

/** receive/{id}: a global payment's recipient chooses how to be paid, confirms with a code, or refuses. */
export function RecipientScreen(props: RecipientScreenProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { details, withdrawals } = props;
  const [refusing, setRefusing] = useState(false);
  const amount = money(details.amount, details.currencyCode);
  const senderName = details.senderName.trim();
  const sender = senderName || t`the sender`;
  const open = isOpenPayment(details.status);
  const deadline = open ? linkDeadline(details.submittedDate, details.expireDays) : null;
  const step = recipientStep({ country: props.country, method: props.method, awaitingCode: props.awaitingCode });
  const methodName = (name: string) => {
    const label = methodLabels[name];
    return label ? i18n._(label) : name;
  };
  const earlier = withdrawals.data ?? [];
  const until = (date: Date) => i18n.date(date, { dateStyle: 'long' });
  return (
    <div className={layout.page}>
      <header className={layout.pageHeader}>
        <h1 id="receive-title" className={layout.title}>
          {senderName ? t`${senderName} sent you ${amount}` : t`You have a payment of ${amount}`}
        </h1>
      </header>
      <section className={layout.section} aria-label={t`The payment`}>
        <p className={styles.amountLine}>{amount}</p>
        {details.description ? (
          <p className={layout.text}>{t`Message from ${sender}: ${details.description}`}</p>
        ) : null}
        {details.feeIsBen ? <p className={layout.muted}>{t`The fee is taken from this payment.`}</p> : null}
        {deadline ? <p className={layout.muted}>{t`This link works until ${until(deadline)}.`}</p> : null}
      </section>
      {open ? (
        <section className={layout.section} aria-labelledby="receive-steps-title">
          <h2 id="receive-steps-title" className={layout.subtitle}>
            <Trans>Receive the money in three steps</Trans>
          </h2>
          <RecipientSteps step={step} />
          {props.failure ? (
            <p role="alert" className={layout.message}>
              {props.failure}
            </p>
          ) : null}
          {props.awaitingCode ? (
            <RecipientCode
              approvalSentTo={props.approvalSentTo}
              onApprove={props.onApprove}
              approving={props.approving}
              onResend={props.onResend}
              onChange={() => props.onChangeDetails?.()}
            />
          ) : (
            <RecipientChoice {...props} currencyCode={details.currencyCode} />
          )}
          <p className={layout.muted}>
            <Trans>Not for you, or not expected?</Trans>{' '}
            <Button variant="link" size="small" onPress={() => setRefusing(true)}>
              <Trans>Refuse the payment</Trans>
            </Button>
          </p>
        </section>
      ) : (
        <ClosedPayment details={details} sender={sender} />
      )}
      {open ? (
        <section className={layout.section} aria-labelledby="receive-safe-title">
          <h2 id="receive-safe-title" className={layout.subtitle}>
            <Trans>Why this is safe</Trans>
          </h2>
          <p className={layout.text}>
            <Trans>
              This page only asks where to send the money, and you confirm it with a code sent to your e-mail. We never
              ask for a password, a card's PIN or its security code. If you did not expect this payment, contact the
              sender before you enter anything.
            </Trans>
          </p>
        </section>
      ) : null}
      {earlier.length > 0 ? (
        <section className={layout.section} aria-labelledby="receive-earlier-title">
          <h2 id="receive-earlier-title" className={layout.subtitle}>
            <Trans>Your earlier payments</Trans>
          </h2>
          <ul className={styles.list}>
            {earlier.map((item) => (
              <li key={item.paymentId}>
                <WithdrawalDetailsButton
                  withdrawal={item}
                  load={props.loadWithdrawal}
                  summary={[
                    item.amount && item.currencyCode ? money(item.amount, item.currencyCode) : '—',
                    item.method ? methodName(item.method) : null,
                    item.date ? i18n.date(new Date(item.date), { dateStyle: 'medium' }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {refusing ? (
        <Dialog
          isOpen
          role="alertdialog"
          onOpenChange={(isOpen) => !isOpen && setRefusing(false)}
          title={t`Refuse this payment?`}
          actions={(close) => (
            <>
              <Button
                variant="danger"
                isLoading={props.refusing}
                onPress={() => {
                  props.onRefuse();
                  close();
                }}
              >
                <Trans>Refuse the payment</Trans>
              </Button>
              <Button variant="secondary" onPress={close}>
                <Trans>Keep it</Trans>
              </Button>
            </>
          )}
        >
          <p>{t`The money goes back to ${sender} and this link stops working. You cannot receive this payment later.`}</p>
        </Dialog>
      ) : null}
    </div>
  );
}
