export { formatAmount } from './amount.ts';
export { formatMoney } from './money.ts';
export { currencySymbol } from './currency.ts';
export { formatDate, formatCardExpiry, dateLocale, type DateStyle } from './date.ts';
export { setDateRegion, dateRegion } from './region.ts';
export { formatFileSize, fileSizeUnits } from './fileSize.ts';
export { maskCardNumber, cardMaskFromLength } from './card.ts';
export { countryName, currencyName } from './names.ts';
