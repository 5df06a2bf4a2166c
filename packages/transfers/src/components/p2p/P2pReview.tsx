import { Trans } from '@lingui/react/macro';
import { type Account, type Loadable, sumDecimals, useMoneyText } from '@paydeck/accounts';
import type { P2pTransferInput } from '../../api/p2p';
import type { Fee } from '../../api/schemas';
import { ReviewLine, ReviewPanel } from '../send-steps/ReviewPanel';

export interface P2pReviewProps {
  account: Account;
  input: P2pTransferInput;
  /** The payee's name when the person paid them before (beneficiaries, recent transfers). */
  payeeName: string | null;
  fee: Loadable<Fee> | null;
  busy: boolean;
  problem: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The review of a payment to a person: from which account, to whom, what leaves, the fee and the total taken,
 * what the payee receives (in the same currency: no exchange), when, the reference. The fee must be known.
 */
export function P2pReview({ account, input, payeeName, fee, busy, problem, onEdit, onConfirm }: P2pReviewProps) {
  const money = useMoneyText();
  const currency = account.currencyCode;
  const feeData = fee?.kind === 'ready' ? fee.data : null;
  const sameCurrency = feeData !== null && feeData.feeCurrencyCode.toUpperCase() === currency.toUpperCase();
  return (
    <ReviewPanel
      busy={busy}
      confirmDisabled={fee === null || fee.kind === 'loading'}
      problem={problem}
      onEdit={onEdit}
      onConfirm={onConfirm}
    >
      <ReviewLine term={<Trans>From account</Trans>} testId="review-from">
        {`${currency.toUpperCase()} · ${account.accountNumber}`}
      </ReviewLine>
      <ReviewLine term={<Trans>To</Trans>} testId="review-payee">
        {payeeName ? `${payeeName} · ${input.toEmail}` : input.toEmail}
      </ReviewLine>
      <ReviewLine term={<Trans>You send</Trans>} testId="review-sent">
        {money(input.amount, currency)}
      </ReviewLine>
      <ReviewLine term={<Trans>Fee</Trans>} testId="review-fee" loading={fee === null || fee.kind === 'loading'}>
        {feeData ? money(feeData.fee, feeData.feeCurrencyCode) : fee?.kind === 'failed' ? fee.message : null}
      </ReviewLine>
      {feeData && sameCurrency && (
        <ReviewLine term={<Trans>Total taken from the account</Trans>} testId="review-total" total>
          {money(sumDecimals([input.amount, feeData.fee]), currency)}
        </ReviewLine>
      )}
      <ReviewLine term={<Trans>The payee receives</Trans>} testId="review-received">
        {money(input.amount, currency)}
      </ReviewLine>
      <ReviewLine term={<Trans>When</Trans>}>
        <Trans>Now</Trans>
      </ReviewLine>
      {input.description && <ReviewLine term={<Trans>Your reference</Trans>}>{input.description}</ReviewLine>}
    </ReviewPanel>
  );
}
