import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type Account, useMoneyText } from '@paydeck/accounts';
import { formatAmount, formatDate } from '@paydeck/i18n';
import type { OwnTransferInput } from '../../api/own-accounts';
import { needsExchangeRate } from '../../model/exchange-rate';
import { ReviewLine, ReviewPanel } from '../send-steps/ReviewPanel';
import type { OwnTransferValues } from './rules';
import type { OwnTransferLookups } from './types';

export interface OwnTransferReviewProps {
  accounts: readonly Account[];
  values: OwnTransferValues;
  /** What the confirm sends (the amount that arrives, at the rate the review shows). */
  input: OwnTransferInput;
  /** The amount that leaves, in the source account's currency (as typed, at its scale). */
  sent: string;
  lookups: OwnTransferLookups;
  busy: boolean;
  problem: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/** An account as the review names it: its currency and number. */
const accountText = (account: Account | undefined) =>
  account ? `${account.currencyCode.toUpperCase()} · ${account.accountNumber}` : '';

/** The review of a transfer between own accounts: from, to, what leaves, rate, fee, what arrives, when, reference. */
export function OwnTransferReview({
  accounts,
  values,
  input,
  sent,
  lookups,
  busy,
  problem,
  onEdit,
  onConfirm,
}: OwnTransferReviewProps) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const from = accounts.find((account) => account.accountId === input.fromAccount);
  const to = accounts.find((account) => account.accountId === input.toAccount);
  const fromCurrency = from?.currencyCode ?? '';
  const toCurrency = to?.currencyCode ?? '';
  const rate = lookups.rate.kind === 'ready' ? lookups.rate.data : null;
  const fee = lookups.fee;
  // Idle here means asked in a moment (the typing's pause): the confirm waits for the fee either way.
  const feePending = fee.kind === 'idle' || fee.kind === 'loading';
  return (
    <ReviewPanel busy={busy} confirmDisabled={feePending} problem={problem} onEdit={onEdit} onConfirm={onConfirm}>
      <ReviewLine term={<Trans>From account</Trans>} testId="review-from">
        {accountText(from)}
      </ReviewLine>
      <ReviewLine term={<Trans>To account</Trans>} testId="review-to">
        {accountText(to)}
      </ReviewLine>
      <ReviewLine term={<Trans>You send</Trans>} testId="review-sent">
        {money(sent, fromCurrency)}
      </ReviewLine>
      {needsExchangeRate(fromCurrency, toCurrency) && rate && (
        <ReviewLine term={<Trans>Exchange rate</Trans>}>
          {`1 ${fromCurrency} = ${formatAmount(rate, i18n.locale)} ${toCurrency}`}
        </ReviewLine>
      )}
      <ReviewLine term={<Trans>Fee</Trans>} testId="review-fee" loading={feePending}>
        {fee.kind === 'ready'
          ? money(fee.data.fee, fee.data.feeCurrencyCode)
          : fee.kind === 'failed'
            ? fee.message
            : null}
      </ReviewLine>
      <ReviewLine term={<Trans>The account receives</Trans>} testId="review-received" total>
        {money(input.toAmount, toCurrency)}
      </ReviewLine>
      <ReviewLine term={<Trans>When</Trans>}>
        <Trans>Now</Trans>
      </ReviewLine>
      {values.recurring && <Repeats values={values} />}
      {input.reference && <ReviewLine term={<Trans>Your reference</Trans>}>{input.reference}</ReviewLine>}
    </ReviewPanel>
  );
}

/** A repeating transfer's schedule: how often and when it ends. */
function Repeats({ values }: { values: OwnTransferValues }) {
  const { i18n } = useLingui();
  const count = Number(values.count.trim());
  return (
    <>
      <ReviewLine term={<Trans>Repeats</Trans>}>
        {values.frequency === 'weekly' && <Trans>Every week</Trans>}
        {values.frequency === 'monthly' && <Trans>Every month</Trans>}
        {values.frequency === 'quarterly' && <Trans>Every three months</Trans>}
      </ReviewLine>
      <ReviewLine term={<Trans>Ends</Trans>}>
        {values.end === 'never' && <Trans>When you stop it</Trans>}
        {values.end === 'date' && formatDate(values.endDate, i18n.locale, 'date', { timeZone: 'UTC' })}
        {values.end === 'count' && (
          <Plural
            value={count}
            one="After # transfer, this one included"
            other="After # transfers, this one included"
          />
        )}
      </ReviewLine>
    </>
  );
}
