// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, describe, expect, test, vi } from 'vitest';
import { brandsDir, listBrandIds, loadBrand } from './node.ts';
import { BrandConfigError } from './src/load.ts';

// A brands folder of fixtures: `good` is the wallet brand under another id; the others break one thing each.
const dir = mkdtempSync(join(tmpdir(), 'brands-'));
const shown = basename(dir);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const wallet = JSON.parse(readFileSync(join(brandsDir, 'wallet/brand.json'), 'utf8'));
const logo = readFileSync(join(brandsDir, 'wallet/logo.svg'), 'utf8');
function fixture(id: string, brandJson: string | object, logoSvg: string | null = logo) {
  mkdirSync(join(dir, id));
  writeFileSync(join(dir, id, 'brand.json'), typeof brandJson === 'string' ? brandJson : JSON.stringify(brandJson));
  if (logoSvg !== null) writeFileSync(join(dir, id, 'logo.svg'), logoSvg);
}
fixture('good', { ...wallet, id: 'good' });
fixture('renamed', wallet);
fixture('broken-json', '{ "id": "broken-json", ');
fixture('no-logo', { ...wallet, id: 'no-logo' }, null);
fixture('bad-logo', { ...wallet, id: 'bad-logo' }, logo.replace(/<title[\s\S]*<\/title>/, ''));
fixture('bad-field', { ...wallet, id: 'bad-field', pdfLogoWidth: 33 });
mkdirSync(join(dir, 'not-a-brand'));
writeFileSync(join(dir, 'README.md'), '# not a brand');

describe('listBrandIds', () => {
  test('lists the folders that hold a brand.json, sorted', () => {
    expect(listBrandIds(dir)).toEqual(['bad-field', 'bad-logo', 'broken-json', 'good', 'no-logo', 'renamed']);
  });
});

describe('loadBrand', () => {
  test('reads a valid brand with its logo', () => {
    const loaded = loadBrand('good', dir);
    expect(loaded.brand.id).toBe('good');
    expect(loaded.file).toBe(join(dir, 'good', 'brand.json'));
    expect(loaded.logoSvg).toBe(logo);
  });

  test.each([
    [
      'an unknown id',
      'nope',
      `Unknown brand "nope" (chosen by BRAND): the brands are bad-field, bad-logo, broken-json, good, no-logo, renamed`,
    ],
    ['a folder without brand.json', 'not-a-brand', 'Unknown brand "not-a-brand"'],
    [
      'an id that is not the folder name',
      'renamed',
      `${shown}/renamed/brand.json: field "id": must be "renamed", the folder name (got "wallet")`,
    ],
    ['a file that is not JSON', 'broken-json', `${shown}/broken-json/brand.json: is not valid JSON`],
    ['a missing logo file', 'no-logo', `${shown}/no-logo/logo.svg: field "logo.file": the file does not exist`],
    [
      'a logo without title',
      'bad-logo',
      `${shown}/bad-logo/logo.svg: field "logo.file": the SVG must have a non-empty <title>`,
    ],
    [
      'an invalid field',
      'bad-field',
      `${shown}/bad-field/brand.json: field "pdfLogoWidth": must be one of 24, 60, 34, 50, 40 (got 33)`,
    ],
  ])('refuses %s with a message that says where and what', (_case, id, message) => {
    expect(() => loadBrand(id, dir)).toThrow(BrandConfigError);
    expect(() => loadBrand(id, dir)).toThrow(message);
  });

  test.each([
    ['uk', 'uk'],
    ['', 'wallet'],
    [undefined, 'wallet'],
  ])('BRAND=%s chooses %s', (env, id) => {
    vi.stubEnv('BRAND', env);
    expect(loadBrand().brand.id).toBe(id);
    vi.unstubAllEnvs();
  });

  test('lists the real brands for an unknown id', () => {
    expect(() => loadBrand('missing')).toThrow(/the brands are baltic, baltic-pro, bank, institution, uk, wallet$/);
  });
});
