import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { pageLayout as layout, useMoneyText } from '@paydeck/accounts';
import { Button, Dialog } from '@paydeck/ui';
import type { BatchReview } from '../../model/batch-review';

export interface SubmitReviewProps {
  batchName: string;
  /** The account the batch is paid from, with what it can spend (null while unknown). */
  account: { accountNumber: string; available: string | null } | null;
  currencyCode: string;
  review: BatchReview;
  submitting: boolean;
  /** Why the last submit was refused, shown in the dialog. */
  failure: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** The review before a global pay batch leaves: what is paid, the fees, from which account, what happens next. */
export function SubmitReview(props: SubmitReviewProps) {
  const { t, i18n } = useLingui();
  const money = useMoneyText();
  const { review, currencyCode, account } = props;
  const fact = (label: string, value: string, testId?: string) => (
    <div className={layout.fact}>
      <dt className={layout.factLabel}>{label}</dt>
      <dd className={layout.factValue} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <Dialog
      isOpen
      isDismissable={!props.submitting}
      onOpenChange={(open) => !open && props.onClose()}
      title={t`Review the batch`}
      actions={
        <>
          <Button onPress={props.onConfirm} isLoading={props.submitting} isDisabled={review.covered === false}>
            <Trans>Confirm and submit</Trans>
          </Button>
          <Button variant="secondary" onPress={props.onClose} isDisabled={props.submitting}>
            <Trans>Back to the batch</Trans>
          </Button>
        </>
      }
    >
      <dl className={layout.facts} aria-label={t`The batch`}>
        {fact(t`Batch`, props.batchName)}
        {fact(t`From account`, account?.accountNumber ?? '—')}
        {fact(t`Payments`, i18n.number(review.count))}
        {fact(t`Payments total`, money(review.amounts, currencyCode))}
        {fact(t`Fees you pay`, money(review.fees, currencyCode))}
        {fact(t`Taken from your account`, money(review.total, currencyCode), 'review-total')}
      </dl>
      {review.removed > 0 ? (
        <p className={layout.muted}>
          {plural(review.removed, { one: '# removed row is not sent.', other: '# removed rows are not sent.' })}
        </p>
      ) : null}
      {account?.available != null ? (
        <p className={layout.muted}>{t`Available on the account: ${money(account.available, currencyCode)}`}</p>
      ) : null}
      {review.covered === false ? (
        <p role="alert" className={layout.message}>
          <Trans>The account does not have enough money for this batch. Add money or remove some payments.</Trans>
        </p>
      ) : null}
      <p className={layout.text}>
        <Trans>
          After you confirm, the total is taken from the account and each payee gets an e-mail with a link to choose how
          to receive the money. When your company must approve the batch first, the total is held and the e-mails leave
          after the approval. A payment a payee refuses comes back to this account.
        </Trans>
      </p>
      {props.failure ? (
        <p role="alert" className={layout.message}>
          {props.failure}
        </p>
      ) : null}
    </Dialog>
  );
}
