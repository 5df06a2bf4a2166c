// What a recipient fills in for each payout method (MASS-WIRE.md "Recipient"): the extra parameters per method
// and their check, with the transfers package's rules (ibantools IBAN, Luhn card numbers).
import { cardNumberProblem, ibanOnWire, ibanProblem } from '@paydeck/transfers/api';
import { exchangeRate, fromMinor, minorOf, targetMinorFor } from '../../money.ts';
import { paymentFeeMinor } from './batches.ts';
import type { PaymentRow } from './rows.ts';

export interface ExtraParam {
  name: string;
  required: boolean;
}

export const extraParamsOf: Readonly<Record<string, readonly ExtraParam[]>> = {
  wire: [{ name: 'iban', required: true }],
  eft: [
    { name: 'accountNumber', required: true },
    { name: 'bankCode', required: true },
  ],
  oct: [{ name: 'cardNumber', required: true }],
  crypto: [{ name: 'address', required: true }],
};

/** The problems of the recipient's extra fields, as validation errors (empty when they can be paid to). */
export function extraProblems(method: string, details: Record<string, string>) {
  const problems: { param: string; description: string }[] = [];
  for (const { name, required } of extraParamsOf[method] ?? []) {
    const value = (details[name] ?? '').trim();
    if (value === '') {
      if (required) problems.push({ param: name, description: 'is required' });
      continue;
    }
    const bad =
      (name === 'iban' && ibanProblem(value) !== null) ||
      (name === 'cardNumber' && cardNumberProblem(value, []) !== null) ||
      (name === 'accountNumber' && !/^\d{4,20}$/.test(value)) ||
      (name === 'bankCode' && !/^[A-Za-z0-9]{2,11}$/.test(value)) ||
      (name === 'address' && !/^[A-Za-z0-9]{20,100}$/.test(value));
    if (bad) problems.push({ param: name, description: 'is not valid' });
  }
  return problems;
}

/** The details as kept: IBAN in its electronic form, a card number masked to its last four digits. */
export function keptDetails(method: string, details: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { name } of extraParamsOf[method] ?? []) {
    const value = (details[name] ?? '').trim();
    kept[name] =
      name === 'iban'
        ? ibanOnWire(value)
        : name === 'cardNumber'
          ? `•••• ${value.replace(/\s+/g, '').slice(-4)}`
          : value;
  }
  return kept;
}

/** What the recipient gets in `toCurrencyCode`: the fee comes off their amount when they pay it (feeShare). */
export function metaOf(row: PaymentRow, toCurrencyCode: string) {
  const from = row.currencyCode ?? 'EUR';
  const minor = minorOf(row.amount ?? '0', from);
  const fee = paymentFeeMinor(minor, from);
  const sent = row.feeShare === 'beneficiary' ? minor - fee : minor;
  return {
    exchangeRate: exchangeRate(from, toCurrencyCode),
    toAmount: fromMinor(targetMinorFor(sent > 0n ? sent : 0n, from, toCurrencyCode), toCurrencyCode),
    fee: fromMinor(fee, from),
    feeCurrencyCode: from,
    sentMinor: sent,
    feeMinor: fee,
  };
}
