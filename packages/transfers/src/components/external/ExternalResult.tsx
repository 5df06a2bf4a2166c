import { Trans } from '@lingui/react/macro';
import { useMoneyText } from '@paydeck/accounts';
import type { ExternalInputs, ExternalTransferResult } from '../../api/external-transfers';
import type { ExternalRail } from '../../model/external';
import type { OutcomeState } from '../send-steps/outcome-state';
import { ReviewLine } from '../send-steps/ReviewPanel';
import { TransferOutcome } from '../send-steps/TransferOutcome';

/** Whom the confirmed payload paid, in a line: the name, else the account, card, address, key or contact. */
export function payeeOf(input: ExternalInputs[ExternalRail]): string {
  const fields = input as Partial<Record<string, unknown>>;
  const first = ['beneficiaryName', 'iban', 'accountNumber', 'address', 'instantKey', 'email', 'phone']
    .map((name) => fields[name])
    .find((value): value is string => typeof value === 'string' && value !== '');
  if (first) return first;
  const card = typeof fields.cardNumber === 'string' ? fields.cardNumber : '';
  return card ? `•••• ${card.slice(-4)}` : '';
}

/**
 * The outcome of a confirmed external transfer (payments.md 3, 4): sent, waiting for the person's approval,
 * created for the company's approvers, or failed; its transaction number, what left and arrives, the fee, to whom,
 * the reference, and history (where the banks' progress shows) linked.
 */
export function ExternalResult({
  result,
  state,
  input,
  onAgain,
  onRetry,
}: {
  result: ExternalTransferResult;
  state: OutcomeState;
  /** What the confirm sent (the answer does not repeat the payee or the reference). */
  input: ExternalInputs[ExternalRail] | null;
  onAgain: () => void;
  onRetry: () => void;
}) {
  const money = useMoneyText();
  const feeCurrency = result.fromCurrencyCode ?? result.toCurrencyCode ?? '';
  const payee = input ? payeeOf(input) : '';
  // A wire or an EFT, once sent, is pending (23) until the beneficiary's bank credits it (WIRE.md statuses).
  const clearing = result.transferType === 'wire' || result.transferType === 'eft';
  return (
    <TransferOutcome
      state={state}
      answer={result}
      delivered={!clearing}
      note={
        clearing ? (
          <Trans>
            The beneficiary's bank usually credits it in 1 to 3 business days; history shows it as pending until then.
          </Trans>
        ) : undefined
      }
      onAgain={onAgain}
      onRetry={onRetry}
    >
      <ReviewLine term={<Trans>Transaction number</Trans>} testId="transaction-id">
        {result.transactionId}
      </ReviewLine>
      {payee && (
        <ReviewLine term={<Trans>To</Trans>} testId="outcome-to">
          {payee}
        </ReviewLine>
      )}
      {result.fromAmount && result.fromCurrencyCode && (
        <ReviewLine term={<Trans>Sent</Trans>} testId="sent-amount">
          {money(result.fromAmount, result.fromCurrencyCode)}
        </ReviewLine>
      )}
      {result.toAmount && result.toCurrencyCode && (
        <ReviewLine term={<Trans>The beneficiary receives</Trans>} testId="arrived-amount">
          {money(result.toAmount, result.toCurrencyCode)}
        </ReviewLine>
      )}
      <ReviewLine term={<Trans>Fee</Trans>} testId="fee">
        {feeCurrency ? money(result.fee, feeCurrency) : result.fee}
      </ReviewLine>
      {input?.description && <ReviewLine term={<Trans>Your reference</Trans>}>{input.description}</ReviewLine>}
    </TransferOutcome>
  );
}
