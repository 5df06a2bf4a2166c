import { Trans } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import type { OwnTransferResult } from '../../api/own-accounts';
import type { OutcomeState } from '../send-steps/outcome-state';
import { ReviewLine } from '../send-steps/ReviewPanel';
import { TransferOutcome } from '../send-steps/TransferOutcome';

/**
 * The outcome of a confirmed transfer between own accounts (payments.md 3, 4): booked, waiting for the person's
 * approval, or, for a company user with access right 3, created for the approvers; failed after the approval.
 * Always the transaction number, what left and arrived, the fee, the reference and the link to history.
 */
export function TransferResult({
  result,
  state,
  reference,
  onAgain,
  onRetry,
}: {
  result: OwnTransferResult;
  state: OutcomeState;
  /** The reference the person typed (the answer does not repeat it). */
  reference: string | null;
  onAgain: () => void;
  onRetry: () => void;
}) {
  const money = useMoneyText();
  const feeCurrency = result.fromCurrencyCode ?? result.toCurrencyCode ?? '';
  return (
    <TransferOutcome
      state={state}
      answer={result}
      note={
        result.subscriptionId !== null ? (
          <Trans>It repeats as you chose; you find it under preapproved payments.</Trans>
        ) : undefined
      }
      onAgain={onAgain}
      onRetry={onRetry}
    >
      <ReviewLine term={<Trans>Transaction number</Trans>} testId="transaction-id">
        {result.transactionId}
      </ReviewLine>
      {result.fromAmount && result.fromCurrencyCode && (
        <ReviewLine term={<Trans>Sent</Trans>} testId="sent-amount">
          {money(result.fromAmount, result.fromCurrencyCode)}
        </ReviewLine>
      )}
      {result.toAmount && result.toCurrencyCode && (
        <ReviewLine term={<Trans>Received</Trans>} testId="arrived-amount">
          {money(result.toAmount, result.toCurrencyCode)}
        </ReviewLine>
      )}
      <ReviewLine term={<Trans>Fee</Trans>} testId="fee">
        {feeCurrency ? money(result.fee, feeCurrency) : result.fee}
      </ReviewLine>
      {reference && <ReviewLine term={<Trans>Your reference</Trans>}>{reference}</ReviewLine>}
    </TransferOutcome>
  );
}
