import { setupI18n } from '@lingui/core';
import { sharePercent } from './share-percent';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

test.each([
  [0.29, '0.29%'],
  [16.1, '16.1%'],
  [1.13, '1.13%'],
  [4.35, '4.35%'],
  [100, '100%'],
  [0.01, '0.01%'],
])('a share of %d is written %s, digit for digit', (percentage, written) => {
  expect(sharePercent(i18n, percentage)).toBe(written);
});
