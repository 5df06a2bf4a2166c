// The fees of a replacement card (notes/cards-wire.md "cardReissue"), in the card's currency, taken from
// the card's own balance.

export const REISSUE_FEES = { standard: '5.00', express: '25.00' } as const;
export type ReissueShipping = keyof typeof REISSUE_FEES;

/** Moving a reissue in progress from standard to express costs the difference. */
export const UPGRADE_SHIPPING_FEE = '20.00';

export const reissueFee = (isExpressShipping: boolean): string =>
  isExpressShipping ? REISSUE_FEES.express : REISSUE_FEES.standard;
