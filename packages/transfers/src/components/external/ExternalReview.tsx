import { Trans, useLingui } from '@lingui/react/macro';
import { type Account, useMoneyText } from '@paydeck/accounts';
import { formatAmount } from '@paydeck/i18n';
import { friendlyFormatIBAN } from 'ibantools';
import type { ReactNode } from 'react';
import type { PayoutCard } from '../../api/external-beneficiaries';
import type { ExternalRail } from '../../model/external';
import { ReviewLine, ReviewPanel } from '../send-steps/ReviewPanel';
import type { FeeState } from './fee-lines';
import type { Country } from './types';
import type { ExternalValues } from './values';

export interface ExternalReviewProps {
  rail: ExternalRail;
  countryCode: string;
  countries: readonly Country[];
  values: ExternalValues;
  account: Account;
  receivedCurrency: string;
  fees: FeeState;
  payoutCards: readonly PayoutCard[];
  busy: boolean;
  problem: string | null;
  onEdit: () => void;
  onConfirm: () => void;
}

/**
 * The review of an external transfer before it leaves: from which account, to whom (name, account, bank), what
 * leaves, the fee, the rate, what arrives, the total, when, the reference. Confirm waits for the fee of this amount.
 */
export function ExternalReview(props: ExternalReviewProps) {
  const { i18n } = useLingui();
  const money = useMoneyText();
  const { values, account, fees, receivedCurrency } = props;
  const currency = account.currencyCode.toUpperCase();
  const feeText = (pick: (f: Extract<FeeState, { kind: 'ready' }>) => ReactNode) =>
    fees.kind === 'ready' ? pick(fees) : fees.kind === 'failed' ? fees.message : '–';
  return (
    <ReviewPanel
      busy={props.busy}
      confirmDisabled={fees.kind === 'loading'}
      problem={props.problem}
      onEdit={props.onEdit}
      onConfirm={props.onConfirm}
    >
      <ReviewLine term={<Trans>From account</Trans>} testId="review-from">
        {`${currency} · ${account.accountNumber}`}
      </ReviewLine>
      <Beneficiary {...props} />
      <ReviewLine term={<Trans>You send</Trans>} testId="review-sent">
        {money(values.amount, currency)}
      </ReviewLine>
      <ReviewLine term={<Trans>Fee</Trans>} testId="review-fee" loading={fees.kind === 'loading'}>
        {feeText((f) => money(f.fee.fee, f.fee.feeCurrencyCode))}
      </ReviewLine>
      {fees.kind === 'ready' && fees.networkFee && (
        <ReviewLine term={<Trans>Network fee</Trans>}>
          {money(fees.networkFee.fee, fees.networkFee.feeCurrencyCode)}
        </ReviewLine>
      )}
      {fees.kind === 'ready' && fees.rate && (
        <ReviewLine term={<Trans>Exchange rate</Trans>}>
          {`1 ${currency} = ${formatAmount(fees.rate, i18n.locale)} ${receivedCurrency}`}
        </ReviewLine>
      )}
      {fees.kind === 'ready' && fees.total && (
        <ReviewLine term={<Trans>Taken from your account</Trans>} testId="review-total">
          {money(fees.total, currency)}
        </ReviewLine>
      )}
      <ReviewLine
        term={<Trans>The beneficiary receives</Trans>}
        testId="review-received"
        loading={fees.kind === 'loading'}
        total
      >
        {feeText((f) => money(f.received, receivedCurrency))}
      </ReviewLine>
      <ReviewLine term={<Trans>When</Trans>}>
        {props.rail === 'wire' || props.rail === 'eft' ? (
          <Trans>Sent today; the beneficiary's bank usually credits it in 1 to 3 business days</Trans>
        ) : (
          <Trans>Now</Trans>
        )}
      </ReviewLine>
      {values.description.trim() && (
        <ReviewLine term={<Trans>Your reference</Trans>}>{values.description.trim()}</ReviewLine>
      )}
    </ReviewPanel>
  );
}

/** To whom: the beneficiary and where the money goes on the chosen rail. */
function Beneficiary({ rail, values, countryCode, countries, payoutCards }: ExternalReviewProps) {
  const nameOf = (code: string) => countries.find((c) => c.code === code.toUpperCase())?.name ?? code;
  const name = values.beneficiaryName.trim();
  const to = (where: ReactNode) => (
    <ReviewLine term={<Trans>To</Trans>} testId="review-to">
      {name ? (
        <>
          {name}
          <br />
          {where}
        </>
      ) : (
        where
      )}
    </ReviewLine>
  );
  switch (rail) {
    case 'wire': {
      const bank = [values.bankName.trim(), values.swift.trim().toUpperCase(), nameOf(values.bankCountryCode)]
        .filter(Boolean)
        .join(' · ');
      return (
        <>
          {to(values.accountKind === 'iban' ? friendlyFormatIBAN(values.iban) : values.accountNumber.trim())}
          <ReviewLine term={<Trans>Bank</Trans>} testId="review-bank">
            {bank}
          </ReviewLine>
        </>
      );
    }
    case 'eft': {
      const bank = [values.bankName.trim() || values.bankCode.trim(), values.branchCode.trim(), nameOf(countryCode)]
        .filter(Boolean)
        .join(' · ');
      return (
        <>
          {to(values.accountNumber.trim())}
          <ReviewLine term={<Trans>Bank</Trans>} testId="review-bank">
            {bank}
          </ReviewLine>
        </>
      );
    }
    case 'oct': {
      const saved = payoutCards.find((card) => String(card.cardId) === values.cardId);
      const digits = values.cardNumber.replace(/\D/g, '');
      return to(saved ? `${saved.cardBrand ?? ''} ${saved.maskedNumber}`.trim() : `•••• ${digits.slice(-4)}`);
    }
    case 'crypto':
      return to(values.address.trim());
    case 'instant':
      return to(values.instantKey.trim());
    case 'interac':
      return to(values.contactKind === 'email' ? values.email.trim() : values.phone.trim());
  }
}
