// Card product types (payments.md 3: 2006 to 2135, prepaid, virtual, debit by country, in USD, EUR or
// RON). The spec names the range, not the products: this table is the sandbox's and the app's choice.

export type CardRegion = 'EEA' | 'GB' | 'US';

export interface CardProduct {
  productTypeId: number;
  isVirtual: boolean;
  currencyCode: string;
  region: CardRegion;
}

export const cardProducts: readonly CardProduct[] = [
  { productTypeId: 2006, isVirtual: false, currencyCode: 'EUR', region: 'EEA' },
  { productTypeId: 2007, isVirtual: false, currencyCode: 'USD', region: 'EEA' },
  { productTypeId: 2010, isVirtual: true, currencyCode: 'EUR', region: 'EEA' },
  { productTypeId: 2011, isVirtual: true, currencyCode: 'USD', region: 'EEA' },
  { productTypeId: 2012, isVirtual: false, currencyCode: 'RON', region: 'EEA' },
  { productTypeId: 2013, isVirtual: true, currencyCode: 'RON', region: 'EEA' },
  { productTypeId: 2020, isVirtual: false, currencyCode: 'GBP', region: 'GB' },
  { productTypeId: 2021, isVirtual: true, currencyCode: 'GBP', region: 'GB' },
  { productTypeId: 2135, isVirtual: false, currencyCode: 'USD', region: 'US' },
];

/** Product types whose physical cards can be enrolled in 3-D Secure. */
export const ENROLLMENT_PRODUCT_TYPES: readonly number[] = [2006, 2007, 2012, 2020];

export const productById = (productTypeId: number): CardProduct | undefined =>
  cardProducts.find((product) => product.productTypeId === productTypeId);
