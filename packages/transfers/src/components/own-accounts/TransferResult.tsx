import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Link } from '@paydeck/ui';
import { useEffect, useRef } from 'react';
import type { OwnTransferResult } from '../../api/own-accounts';
import * as styles from './own-accounts.css';
import { TransferDetails } from './TransferDetails';

/** What the page says after the answer (and after the approval popup, when one was shown). */
export type ResultState = 'success' | 'approval' | 'created' | 'failed';

/**
 * The answer of a submitted transfer (payments.md 3, 4): booked at once (approval none), waiting for the
 * person's approval, or, for a company user with access right 3, created and waiting for the approvers.
 * Always the transaction id, the amounts, the fee and the link to history.
 */
export function TransferResult({
  result,
  state,
  autoFocus,
  onAgain,
}: {
  result: OwnTransferResult;
  state: ResultState;
  /** The form is gone: the focus moves here (not while a popup holds it). */
  autoFocus: boolean;
  onAgain: () => void;
}) {
  const { t } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (autoFocus) heading.current?.focus();
  }, [autoFocus]);
  return (
    <section className={styles.result} aria-labelledby="own-transfer-result">
      <div
        className={state === 'success' ? styles.resultDone : state === 'failed' ? styles.alert : styles.resultWaiting}
      >
        <h2 id="own-transfer-result" ref={heading} tabIndex={-1} className={styles.resultHeading}>
          {state === 'success' && <Trans>Transfer completed</Trans>}
          {state === 'approval' && <Trans>Waiting for your approval</Trans>}
          {state === 'created' && <Trans>Transaction created</Trans>}
          {state === 'failed' && <Trans>Failed transaction</Trans>}
        </h2>
        {state === 'approval' && <ApprovalHint result={result} />}
        {state === 'created' && (
          <p>
            <Trans>The approvers of your company decide it; the money is held until then.</Trans>
          </p>
        )}
        {state === 'failed' && (
          <p>
            <Trans>The transfer was not made; your balances are as they were.</Trans>
          </p>
        )}
        {result.subscriptionId !== null && state !== 'failed' && (
          <p>
            <Trans>It repeats as you chose; you find it under preapproved payments.</Trans>
          </p>
        )}
      </div>
      <TransferDetails result={result} />
      <div className={styles.actions}>
        {result.link && <Link href={result.link}>{t`See it in the history`}</Link>}
        <Button variant="secondary" onPress={onAgain}>
          <Trans>Make another transfer</Trans>
        </Button>
      </div>
    </section>
  );
}

function ApprovalHint({ result }: { result: OwnTransferResult }) {
  const to = result.approvalSentTo;
  switch (result.approveType) {
    case 'push':
      return <p>{to ? <Trans>Approve it on {to}.</Trans> : <Trans>Approve it on your phone.</Trans>}</p>;
    case 'sms':
      return <p>{to ? <Trans>We sent a code to {to}.</Trans> : <Trans>We sent you a code by SMS.</Trans>}</p>;
    case 'otp':
      return (
        <p>
          <Trans>Confirm it with the code of your authenticator app.</Trans>
        </p>
      );
    default:
      return (
        <p>
          <Trans>We sent you an approval code by e-mail.</Trans>
        </p>
      );
  }
}
