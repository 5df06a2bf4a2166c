import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@paydeck/i18n';
import { Button, Dialog } from '@paydeck/ui';
import type { TransactionRequest } from '../../api/company-requests';
import { leavingTotals } from './request-review';
import { RequestFacts } from './RequestFacts';
import * as styles from './requests.css';

export interface DecisionReviewProps {
  /** The requests the decision is about (the ticked ones, or the one opened). */
  rows: readonly TransactionRequest[];
  declined: boolean;
  typeName: (typeId: number) => string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The review before an approver's decision runs: for each request whom it pays, into which account, what leaves
 * and from which account, who created it; then what leaves in total. Nothing is sent until "Approve" or "Decline"
 * here; "Keep them waiting" sends nothing.
 */
export function DecisionReview({ rows, declined, typeName, onConfirm, onCancel }: DecisionReviewProps) {
  const { t, i18n } = useLingui();
  const count = rows.length;
  const totals = leavingTotals(rows);
  return (
    <Dialog
      role="alertdialog"
      isOpen
      onOpenChange={(open) => !open && onCancel()}
      title={
        declined ? (
          <Plural value={count} one="Decline # request?" other="Decline # requests?" />
        ) : (
          <Plural value={count} one="Approve # request?" other="Approve # requests?" />
        )
      }
      actions={(close) => (
        <>
          <Button variant="secondary" onPress={close}>
            <Trans>Keep them waiting</Trans>
          </Button>
          <Button
            variant={declined ? 'danger' : 'primary'}
            autoFocus
            onPress={() => {
              close();
              onConfirm();
            }}
          >
            {declined ? <Trans>Decline</Trans> : <Trans>Approve</Trans>}
          </Button>
        </>
      )}
    >
      <div className={styles.dialogBody}>
        <p>
          {declined ? (
            <Trans>The transfers will not be made and the held money goes back to the company's accounts.</Trans>
          ) : (
            <Trans>The money leaves the company's accounts for these payees as soon as you approve.</Trans>
          )}
        </p>
        <ul className={styles.reviewList} aria-label={t`Requests to decide`}>
          {rows.map((row) => (
            <ReviewItem key={row.transactionId} request={row} typeName={typeName} />
          ))}
        </ul>
        {!declined && count > 1 && (
          <p>
            <Trans>In total, with the fees:</Trans>{' '}
            {totals.map((total) => formatMoney(total.amount, total.currencyCode, i18n.locale)).join(' · ')}
          </p>
        )}
      </div>
    </Dialog>
  );
}

function ReviewItem({ request, typeName }: { request: TransactionRequest; typeName: (typeId: number) => string }) {
  const { t, i18n } = useLingui();
  const amount = formatMoney(request.total, request.currencyCode, i18n.locale);
  const payee = request.payeeName ?? t`Unknown payee`;
  return (
    <li className={styles.reviewItem}>
      <p className={styles.reviewHeadline}>
        <Trans>
          {amount} to {payee}
        </Trans>
      </p>
      <RequestFacts request={request} typeName={typeName} variant="review" />
    </li>
  );
}
