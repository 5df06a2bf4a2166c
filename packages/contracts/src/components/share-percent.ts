// A contract's share of revenue as the locale writes a percentage ("12.5 %", "0,29 %"). The wire carries it as a
// JSON number; its shortest decimal text is exact for two decimals, and the fraction is taken on the digits.
import type { I18n } from '@lingui/core';
import { percentFraction } from '@paydeck/brand-config/decimal';

export function sharePercent(i18n: I18n, percentage: number): string {
  const fraction = percentFraction(String(percentage));
  return fraction === null ? String(percentage) : i18n.number(fraction, { style: 'percent', maximumFractionDigits: 2 });
}
