// How many decimals each currency's amounts carry (its scale): the ledger holds amounts exactly at
// this scale, the API answers them at it, and an amount with more digits is refused, never rounded.
// payments.md 9: amounts have at least 2 and at most 8 decimals, so every fiat currency (the ones the
// bank offers: EUR USD GBP RON CAD AUD, and any other) is 2 and the crypto currencies go up to 8.

/** The scale of every currency whose scale is not 2 (codes in upper case). */
export const CURRENCY_SCALES: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  USDT: 6,
};

/** The fewest and the most decimals any amount carries (payments.md 9). */
export const MONEY_SCALE = { min: 2, max: 8 } as const;

/** The decimals of a currency's amounts: 8 for BTC and ETH, 6 for USDT, 2 for every other code. */
export function currencyScale(currencyCode: string): number {
  return CURRENCY_SCALES[currencyCode.trim().toUpperCase()] ?? MONEY_SCALE.min;
}
