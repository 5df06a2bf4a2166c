import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout } from '@paydeck/accounts';
import { Link, SkeletonGroup } from '@paydeck/ui';

/** What the link's approval came to. */
export type ApprovedState =
  | { kind: 'invalidLink' }
  | { kind: 'approving' }
  | { kind: 'approved'; transactionId: number }
  /** "Failed transaction": the server's words, or null for "Transaction was rejected.". */
  | { kind: 'failed'; text: string | null };

/** transfer/approved: the outcome of approving a transfer from the approval e-mail's link. */
export function ApprovedScreen({ state }: { state: ApprovedState }) {
  const { t } = useLingui();
  return (
    <div className={pageLayout.page}>
      <header className={pageLayout.pageHeader}>
        <h1 className={pageLayout.title}>
          <Trans>Payment Confirmation</Trans>
        </h1>
      </header>
      <section className={pageLayout.section} aria-live="polite" aria-busy={state.kind === 'approving'}>
        {state.kind === 'approving' && <SkeletonGroup lines={2} label={t`Approving your transfer`} />}
        {state.kind === 'invalidLink' && (
          <div role="alert">
            <h2 className={pageLayout.subtitle}>
              <Trans>This approval link is not complete</Trans>
            </h2>
            <p className={pageLayout.text}>
              <Trans>
                Open the link from the approval e-mail again, or enter the code in the payment confirmation window.
              </Trans>
            </p>
          </div>
        )}
        {state.kind === 'approved' && (
          <div role="status">
            <h2 className={pageLayout.subtitle}>
              <Trans>Successfully submitted</Trans>
            </h2>
            <ApprovedNote transactionId={state.transactionId} />
          </div>
        )}
        {state.kind === 'failed' && (
          <div role="alert">
            <h2 className={pageLayout.subtitle}>
              <Trans>Failed transaction</Trans>
            </h2>
            <p className={pageLayout.text}>{state.text ?? t`Transaction was rejected.`}</p>
          </div>
        )}
        {state.kind !== 'approving' && (
          <p className={pageLayout.text}>
            <Link href="/history">
              <Trans>Go to history</Trans>
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}

function ApprovedNote({ transactionId }: { transactionId: number }) {
  return (
    <p className={pageLayout.text}>
      <Trans>Your transfer {transactionId} is approved.</Trans>
    </p>
  );
}
