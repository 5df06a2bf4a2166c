// When the external form's lookups may be sent (payments.md 5): each returns the payload, or null while its
// inputs are incomplete (the query is then disabled, never sent with holes).
import { isPositiveAmount, wireAmount } from './amount';
import { type ExternalRail, transferTypeOf } from './external';
import { isCountryCode } from './formats';

export interface ExternalLookupInputs {
  rail: ExternalRail;
  amount: string;
  fromAccountId: number | null | undefined;
  /**
   * The from account's currency (maximum, limits); for the fee, what the beneficiary receives (the fee variant's
   * `currencyCode`, WIRE.md), which is the from account's unless a template, a repeated transfer or the rail names another.
   */
  currencyCode: string | null | undefined;
  /** The beneficiary's (bank's) country. */
  countryCode: string | null | undefined;
}

const country = (code: string | null | undefined) => (isCountryCode(code) ? (code as string).toUpperCase() : null);

/**
 * The fee of an external rail: an amount greater than 0 and the from account (payments.md 5: skipped when the
 * amount or target is empty); wire, EFT and instant also need the country (their fee depends on it).
 */
export function externalFeeRequest(input: ExternalLookupInputs) {
  const amount = wireAmount(input.amount);
  if (amount === null || !isPositiveAmount(amount) || input.fromAccountId == null) return null;
  const countryCode = country(input.countryCode);
  const countryBound = input.rail === 'wire' || input.rail === 'eft' || input.rail === 'instant';
  if (countryBound && countryCode === null) return null;
  return {
    fromAccountId: input.fromAccountId,
    amount,
    ...(countryCode ? { countryCode } : {}),
    ...(input.currencyCode ? { currencyCode: input.currencyCode } : {}),
  };
}

/** Maximum amount (external): the from account, the country, the currency and the operation. */
export function externalMaxAmountRequest(input: Omit<ExternalLookupInputs, 'amount'>) {
  const countryCode = country(input.countryCode);
  if (input.fromAccountId == null || countryCode === null || !input.currencyCode) return null;
  return {
    operation: transferTypeOf[input.rail],
    fromAccountId: input.fromAccountId,
    countryCode,
    currencyCode: input.currencyCode,
  };
}

/** Limits (external): the country and the from account (the currency is the from account's). */
export function externalLimitsRequest(input: Omit<ExternalLookupInputs, 'amount'>) {
  const countryCode = country(input.countryCode);
  if (input.fromAccountId == null || countryCode === null || !input.currencyCode) return null;
  return {
    type: transferTypeOf[input.rail],
    countryCode,
    fromAccountId: input.fromAccountId,
    currencyCode: input.currencyCode,
  };
}
