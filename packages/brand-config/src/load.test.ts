import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BrandConfigError, parseBrand } from './load.ts';

const wallet = JSON.parse(readFileSync(new URL('../../../brands/wallet/brand.json', import.meta.url), 'utf8'));

describe('parseBrand', () => {
  test('accepts the wallet brand', () => {
    expect(parseBrand(wallet, 'brands/wallet/brand.json').id).toBe('wallet');
  });

  test.each([
    ['a missing name', { ...wallet, name: undefined }, 'name'],
    ['a colour that is not #rrggbb', { ...wallet, theme: { ...wallet.theme, color: { ...wallet.theme.color, primary: 'blue' } } }, 'theme.color.primary'],
    ['an unknown field', { ...wallet, colour: '#fff' }, 'colour'],
  ])('refuses %s, naming the file and the field', (_case, input, field) => {
    expect(() => parseBrand(input, 'brands/x/brand.json')).toThrow(BrandConfigError);
    expect(() => parseBrand(input, 'brands/x/brand.json')).toThrow(new RegExp(`brands/x/brand.json: field "${field.replace('.', '\\.')}"`));
  });
});
