// The sandbox's own rules of the external rails (where the spec is silent; README "External rails"):
// the transaction type of each rail, its demo fee, whether the rail settles at once or later, the
// countries each rail reaches, and who may use it (a business customer's permission flags).
import { type ExternalRail, type Recipient, railPermitted } from '@paydeck/transfers/api';
import { sourceMinorFor } from '../../money.ts';
import { TxType } from '../accounts/transaction-types.ts';

export const railTxType: Record<ExternalRail, number> = {
  oct: TxType.oct,
  wire: TxType.wire,
  eft: TxType.eft,
  crypto: TxType.cryptoEft,
  instant: TxType.instantPayment,
  interac: TxType.interac,
};

/**
 * Demo fees: a share of the debited amount in basis points, at least `min` and at most `max` (EUR cents,
 * converted to the account's currency at the demo rate, the price rounded half away from zero).
 */
export const railFees: Record<ExternalRail, { bps: bigint; min: bigint; max: bigint | null }> = {
  oct: { bps: 100n, min: 1_00n, max: null },
  wire: { bps: 20n, min: 10_00n, max: 100_00n },
  eft: { bps: 0n, min: 2_50n, max: null },
  crypto: { bps: 50n, min: 2_00n, max: null },
  instant: { bps: 0n, min: 50n, max: null },
  interac: { bps: 0n, min: 1_50n, max: null },
};

/** The fee of a transfer of `minor` (minor units of `currencyCode`), in the same currency, half up. */
export function externalFeeMinor(rail: ExternalRail, minor: bigint, currencyCode: string): bigint {
  const rule = railFees[rail];
  const share = (minor * rule.bps + 5_000n) / 10_000n;
  const min = sourceMinorFor(rule.min, currencyCode, 'EUR');
  const max = rule.max === null ? null : sourceMinorFor(rule.max, currencyCode, 'EUR');
  const fee = share < min ? min : share;
  return max !== null && fee > max ? max : fee;
}

/**
 * WIRE.md "Statuses of a submitted external transfer": oct, crypto, instant and interac complete when
 * approved (status 2); wire and EFT are pending (23) at the correspondent bank until the clearing settles them.
 */
export const settlesLater: Record<ExternalRail, boolean> = {
  oct: false,
  wire: true,
  eft: true,
  crypto: false,
  instant: false,
  interac: false,
};

/** Countries with a local bank-code clearing an EFT reaches (the bank list answers their banks). */
export const eftCountries = ['BR', 'JP', 'HK', 'LK', 'US', 'CA', 'GB'] as const;
/** Countries with an instant payment scheme (the instant bank list answers their banks). */
export const instantCountries = ['BR', 'GB'] as const;

/** The rails that reach a country: wire, card payouts and crypto everywhere; EFT, instant and interac where they exist. */
export function railsToCountry(countryCode: string): ExternalRail[] {
  const code = countryCode.toUpperCase();
  const rails: ExternalRail[] = ['oct', 'wire'];
  if ((eftCountries as readonly string[]).includes(code)) rails.push('eft');
  rails.push('crypto');
  if ((instantCountries as readonly string[]).includes(code)) rails.push('instant');
  if (code === 'CA') rails.push('interac');
  return rails;
}

/**
 * A business customer sends on a rail only with its flag among its permissions (payments.md 6): to someone else the
 * sending flag, to its own account elsewhere the withdrawal's; a personal customer is not restricted (auth's rule:
 * personal customers' flags are not read). The client's rule, shared (railPermitted).
 */
export function railAllowed(
  rail: ExternalRail,
  customer: { isBusiness: boolean; permissions: readonly string[] },
  recipient: Recipient = 'others',
) {
  return railPermitted(rail, recipient, customer);
}

/** The crypto network's fee (cryptoFee), in minor units of the crypto currency: 0.00005 BTC, 0.0005 ETH, 1 USDT. */
export const networkFees: Record<string, bigint> = { BTC: 5_000n, ETH: 50_000n, USDT: 1_000_000n };

/** The currency a rail delivers in, when the rail fixes it: the client's rule (the form's review shows it too). */
export { fixedCurrency } from '@paydeck/transfers/api';
