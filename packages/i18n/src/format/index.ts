export { formatAmount } from './amount.ts';
export { formatMoney } from './money.ts';
export { currencySymbol } from './currency.ts';
export { amountDecimals } from './localizedAmount.ts';
export { minorUnitsToDecimal, parseDecimal, type Decimal } from './decimal.ts';
export { formatDate, formatCardExpiry, type DateStyle } from './date.ts';
export { formatFileSize, fileSizeUnits } from './fileSize.ts';
export { maskCardNumber, cardMaskFromLength } from './card.ts';
export { numberSymbols, type NumberSymbols } from './numberSymbols.ts';
