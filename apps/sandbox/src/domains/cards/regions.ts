// Where card products are offered (cards wire contract: region EEA = the SEPA countries except GB and
// CH; GB = GB; US = US) and the sandbox's fees of issuing a card.
import { type CardProduct, type CardRegion, cardProducts } from '@paydeck/cards/api';

/** The SEPA scheme's countries (payments.md 9: "about 46" with the territories). */
export const sepaCountries: ReadonlySet<string> = new Set(
  (
    'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE ' + // EU
    'IS LI NO CH GB MC SM VA AD ' + // EEA and the other scheme members
    'GI GG JE IM PM AX GF GP MQ YT RE BL MF ' + // territories
    'AL MD ME MK RS'
  ) // joined the scheme in 2024-2025
    .split(' '),
);

export function regionOf(countryCode: string): CardRegion | null {
  if (countryCode === 'GB') return 'GB';
  if (countryCode === 'US') return 'US';
  if (countryCode === 'CH') return null;
  return sepaCountries.has(countryCode) ? 'EEA' : null;
}

export const productsFor = (countryCode: string): CardProduct[] =>
  cardProducts.filter((product) => product.region === regionOf(countryCode));

/** Express shipping goes to the EEA and GB only. */
export const expressShipsTo = (countryCode: string): boolean => {
  const region = regionOf(countryCode);
  return region === 'EEA' || region === 'GB';
};

export interface ProductFees {
  annual: string;
  issue: string;
  monthly: string;
  currency: string;
}

/** The sandbox's fee schedule: in the product's currency; only the issue fee is charged when applying. */
export const productFees = (product: CardProduct): ProductFees =>
  product.isVirtual
    ? { annual: '0.00', issue: '1.00', monthly: '0.00', currency: product.currencyCode }
    : { annual: '0.00', issue: '10.00', monthly: '1.00', currency: product.currencyCode };

export interface ShippingOption {
  id: number;
  type: 'standard' | 'express';
  fee: string;
  deliveryTime: string;
}

export const shippingOptions: readonly ShippingOption[] = [
  { id: 1, type: 'standard', fee: '0.00', deliveryTime: '7-10 business days' },
  { id: 2, type: 'express', fee: '25.00', deliveryTime: '2-3 business days' },
];

export const NOT_CONFIRMED = 'Your address is not confirmed';
export const NO_EXPRESS = 'Express shipping is not available to this country';

/** Why each shipping option cannot be chosen for a card shipped to `countryCode`. */
export function shippingOptionsFor(countryCode: string, addressConfirmed: boolean) {
  return shippingOptions.map((option) => ({
    ...option,
    disabledReasons: [
      ...(addressConfirmed ? [] : [NOT_CONFIRMED]),
      ...(option.type === 'express' && !expressShipsTo(countryCode) ? [NO_EXPRESS] : []),
    ],
  }));
}
