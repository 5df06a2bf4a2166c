import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link } from '@paydeck/ui';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import type { ApproveType } from '../../model/approval';
import type { OutcomeState } from './outcome-state';
import * as styles from './send-steps.css';

export interface OutcomeAnswer {
  approveType: ApproveType;
  approvalSentTo: string | null;
  transactionId: number;
  /** Where the transfer is seen (the submit's `link`: history opened on it). */
  link: string | null;
}

export interface TransferOutcomeProps {
  state: OutcomeState;
  answer: OutcomeAnswer;
  /** What moved (ReviewLine lines): the transaction number, amounts, fee, to whom, the reference. */
  children: ReactNode;
  /** A sentence after what happened (a repeating transfer says where its next runs are). */
  note?: ReactNode;
  /**
   * False when the rail delivers later (a wire or an EFT the answer leaves pending, status 23): success then says
   * the money has left, not that it has arrived.
   */
  delivered?: boolean;
  /** The next transfer: a new intent and an empty form. */
  onAgain: () => void;
  /** After a failure: back to the review with the same values, as a new intent. */
  onRetry: () => void;
}

/**
 * The one outcome of a confirmed transfer (payments.md 3, 4): booked, waiting for the person's approval, created
 * for the company's approvers, or failed; what moved, its transaction number and where to see it.
 */
export function TransferOutcome({
  state,
  answer,
  children,
  note,
  delivered = true,
  onAgain,
  onRetry,
}: TransferOutcomeProps) {
  const { t } = useLingui();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const banner = state === 'success' ? styles.done : state === 'failed' ? styles.failed : styles.waiting;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={banner}>
        <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
          {state === 'success' && (delivered ? <Trans>Transfer completed</Trans> : <Trans>Transfer sent</Trans>)}
          {state === 'approval' && <Trans>Waiting for your approval</Trans>}
          {state === 'created' && <Trans>Transaction created</Trans>}
          {state === 'failed' && <Trans>Failed transaction</Trans>}
        </h2>
        <p className={styles.text}>
          {state === 'success' &&
            (delivered ? (
              <Trans>The money has moved; the transfer is in your history.</Trans>
            ) : (
              <Trans>The money has left your account; the transfer is in your history.</Trans>
            ))}
          {state === 'approval' && <ApprovalHint answer={answer} />}
          {state === 'created' && <Trans>The approvers of your company decide it; the money is held until then.</Trans>}
          {state === 'failed' && <Trans>The transfer was not made; your balances are as they were.</Trans>}
        </p>
        {state === 'approval' && (
          <p className={styles.text}>
            <Trans>Its money is held until you approve it; history shows it as processing.</Trans>
          </p>
        )}
        {note && state !== 'failed' && <p className={styles.text}>{note}</p>}
      </div>
      <dl className={styles.lines} aria-label={t`Transfer`}>
        {children}
      </dl>
      <div className={styles.actions}>
        <Link href={answer.link ?? '/history'}>{t`See it in the history`}</Link>
        {state === 'failed' && (
          <Button onPress={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        )}
        <Button variant="secondary" onPress={onAgain}>
          <Trans>Make another transfer</Trans>
        </Button>
      </div>
    </section>
  );
}

function ApprovalHint({ answer }: { answer: OutcomeAnswer }) {
  const to = answer.approvalSentTo;
  switch (answer.approveType) {
    case 'push':
      return to ? <Trans>Approve it on {to}.</Trans> : <Trans>Approve it on your phone.</Trans>;
    case 'sms':
      return to ? <Trans>We sent a code to {to}.</Trans> : <Trans>We sent you a code by SMS.</Trans>;
    case 'otp':
      return <Trans>Confirm it with the code of your authenticator app.</Trans>;
    default:
      return <Trans>We sent you an approval code by e-mail.</Trans>;
  }
}
