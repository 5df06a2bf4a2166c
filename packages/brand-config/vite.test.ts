// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, test } from 'vitest';
import { brandPlugin, brandsDir, loadAllBrands } from './vite.ts';

// A tiny app that uses both virtual modules, built for real by Vite with the plugin.
const root = mkdtempSync(join(tmpdir(), 'brand-plugin-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
writeFileSync(
  join(root, 'entry.js'),
  `import brand from 'virtual:paydeck-brand';
   import logoUrl, { markUrl } from 'virtual:paydeck-brand-logo';
   export { brand, logoUrl, markUrl };`,
);

async function buildFor(id?: string, dir?: string): Promise<string> {
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [brandPlugin(id, dir)],
    build: { write: false, minify: false, lib: { entry: join(root, 'entry.js'), formats: ['es'] } },
  })) as Rolldown.RolldownOutput[];
  return output
    .flatMap((o) => o.output)
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

const brands = loadAllBrands().map(({ brand }) => brand);
// What would betray another brand's config in a bundle: its name, its web domain, its support number.
const fingerprints = (id: string) => {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(id);
  return [JSON.stringify(brand.name), new URL(brand.links.terms).host, brand.supportNumber];
};

describe('brandPlugin', () => {
  test.each(brands.map((b) => b.id))('a build for %s holds its own brand and no other', async (id) => {
    const code = await buildFor(id);
    for (const fingerprint of fingerprints(id)) expect(code).toContain(fingerprint);
    for (const other of brands.filter((b) => b.id !== id)) {
      for (const fingerprint of fingerprints(other.id)) expect(code).not.toContain(fingerprint);
    }
    expect(code).toContain('data:image/svg+xml,');
  });

  test.each(['virtual:paydeck-brand', 'virtual:paydeck-brand-logo'])(
    '%s resolves, and its resolved id resolves to itself (Vite resolves a .css.ts watch file again in dev)',
    async (source) => {
      const plugin = brandPlugin();
      const resolveId = plugin.resolveId as (source: string) => string | undefined;
      const resolved = resolveId(source);
      expect(resolved).toBe(`\0${source}`);
      expect(resolveId(resolved as string)).toBe(resolved);
      expect(resolveId('some-other-module')).toBeUndefined();
    },
  );

  test('exports the logo and the mark as data: URLs of the SVG', async () => {
    const code = await buildFor('bank');
    const urls = [...code.matchAll(/"(data:image\/svg\+xml,[^"]+)"/g)].map((m) =>
      decodeURIComponent(m[1]?.slice(19) ?? ''),
    );
    expect(urls).toHaveLength(2);
    expect(urls.map((svg) => /viewBox="([^"]+)"/.exec(svg)?.[1]).sort()).toEqual(['0 0 170 60', '0 0 60 60']);
    for (const svg of urls) expect(svg).toContain('<title id="title">Ledgerline Bank</title>');
  });

  test('fails the build for an invalid brand.json, naming the file, the field and the problem', async () => {
    const dir = join(root, 'brands');
    cpSync(join(brandsDir, 'uk'), join(dir, 'uk'), { recursive: true });
    const uk = JSON.parse(readFileSync(join(dir, 'uk', 'brand.json'), 'utf8'));
    writeFileSync(join(dir, 'uk', 'brand.json'), JSON.stringify({ ...uk, defaultLanguage: 'es' }));
    await expect(buildFor('uk', dir)).rejects.toThrow(
      `brands/uk/brand.json: field "defaultLanguage": "es" must be one of the brand's languages (en, ro, ua, pt)`,
    );
  });

  test('fails the build for an unknown brand, listing the valid ids', async () => {
    await expect(buildFor('nope')).rejects.toThrow(
      'Unknown brand "nope" (chosen by BRAND): the brands are baltic, baltic-pro, bank, institution, uk, wallet',
    );
  });
});
