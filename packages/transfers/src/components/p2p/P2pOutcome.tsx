import { Trans } from '@lingui/react/macro';
import { sumDecimals, useMoneyText } from '@paydeck/accounts';
import type { P2pTransferInput } from '../../api/p2p';
import type { SubmitResult } from '../../api/schemas';
import type { OutcomeState } from '../send-steps/outcome-state';
import { ReviewLine } from '../send-steps/ReviewPanel';
import { TransferOutcome } from '../send-steps/TransferOutcome';

/**
 * The outcome of a payment to a person: what happened, its transaction number, to whom, what left with the fee,
 * the reference, and the link to history.
 */
export function P2pOutcome({
  result,
  state,
  input,
  currency,
  payeeName,
  onAgain,
  onRetry,
}: {
  result: SubmitResult;
  state: OutcomeState;
  /** What was confirmed (the answer does not repeat the amount, the payee nor the reference). */
  input: P2pTransferInput;
  currency: string;
  payeeName: string | null;
  onAgain: () => void;
  onRetry: () => void;
}) {
  const money = useMoneyText();
  return (
    <TransferOutcome state={state} answer={result} onAgain={onAgain} onRetry={onRetry}>
      <ReviewLine term={<Trans>Transaction number</Trans>} testId="transaction-id">
        {result.transactionId}
      </ReviewLine>
      <ReviewLine term={<Trans>To</Trans>} testId="payee">
        {payeeName ? `${payeeName} · ${input.toEmail}` : input.toEmail}
      </ReviewLine>
      <ReviewLine term={<Trans>Sent</Trans>} testId="sent-amount">
        {money(input.amount, currency)}
      </ReviewLine>
      <ReviewLine term={<Trans>Fee</Trans>} testId="fee">
        {money(result.fee, currency)}
      </ReviewLine>
      <ReviewLine term={<Trans>Total taken from the account</Trans>} testId="total" total>
        {money(sumDecimals([input.amount, result.fee]), currency)}
      </ReviewLine>
      {input.description && <ReviewLine term={<Trans>Your reference</Trans>}>{input.description}</ReviewLine>}
    </TransferOutcome>
  );
}
