// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { isMadeFrom, madeFrom, madeFromEach, recordMadeFrom } from './scripts/made-from.ts';

/** An app folder with a dist/ and a brands folder with two brands. */
function fixture() {
  const root = mkdtempSync(join(tmpdir(), 'made-from-'));
  const app = join(root, 'app');
  const brands = join(root, 'brands');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('app/dist/index.html', '<title>x</title>');
  write('app/dist/assets/main-abc.js', 'console.log(1)');
  write('app/dist/assets/main-abc.js.br', 'compressed');
  write('app/dist/.vite/sourcemaps/main-abc.js.map', '{}');
  write('brands/uk/brand.json', '{"id":"uk"}');
  write('brands/bank/brand.json', '{"id":"bank"}');
  return { app, brands, write };
}

// A brand's build is made again exactly when what it is made from changed (scripts/build-brands.ts).
describe('the record of what a brand build was made from', () => {
  it.each([
    ['a chunk of the code changed', 'app/dist/assets/main-abc.js', 'console.log(2)', true],
    ['a prerendered page changed', 'app/dist/index.html', '<title>y</title>', true],
    ['a new chunk appeared', 'app/dist/assets/extra-def.js', '1', true],
    ["the brand's own file changed", 'brands/uk/brand.json', '{"id":"uk","x":1}', true],
    ["the brand's logo appeared", 'brands/uk/logo.svg', '<svg/>', true],
    ["another brand's file changed", 'brands/bank/brand.json', '{"id":"bank","x":1}', false],
    ['only a compressed copy changed', 'app/dist/assets/main-abc.js.br', 'other', false],
    ['only a source map changed', 'app/dist/.vite/sourcemaps/main-abc.js.map', '{"a":1}', false],
  ])('%s: rebuilt %s', (_case, path, text, rebuilt) => {
    const { app, brands, write } = fixture();
    const before = madeFrom('uk', app, brands);
    write(path, text);
    expect(madeFrom('uk', app, brands) !== before).toBe(rebuilt);
  });

  it('is the same read for several brands at once (dist/ hashed once) as for each alone', () => {
    const { app, brands } = fixture();
    const each = madeFromEach(['uk', 'bank'], app, brands);
    expect(each.get('uk')).toBe(madeFrom('uk', app, brands));
    expect(each.get('bank')).toBe(madeFrom('bank', app, brands));
  });

  it('differs between brands made from the same code', () => {
    const { app, brands, write } = fixture();
    write('brands/bank/brand.json', '{"id":"uk"}');
    expect(madeFrom('bank', app, brands)).not.toBe(madeFrom('uk', app, brands));
  });

  it.each([
    // made for, asked for, fresh
    ['full', 'full', true],
    ['full', 'frames', true],
    ['frames', 'frames', true],
    ['frames', 'full', false],
  ] as const)('a build made for %s serves a request for %s: %s', (madeFor, askedFor, fresh) => {
    const { app, brands, write } = fixture();
    const record = madeFrom('uk', app, brands);
    write('app/dist-brands/uk/index.html', '<title>uk</title>');
    recordMadeFrom('uk', record, madeFor, app);
    expect(isMadeFrom('uk', record, askedFor, app)).toBe(fresh);
  });

  it('is fresh only when the build exists and its record matches', () => {
    const { app, brands, write } = fixture();
    const record = madeFrom('uk', app, brands);
    expect(isMadeFrom('uk', record, 'frames', app)).toBe(false);
    write('app/dist-brands/uk/index.html', '<title>uk</title>');
    expect(isMadeFrom('uk', record, 'frames', app)).toBe(false);
    recordMadeFrom('uk', record, 'full', app);
    expect(isMadeFrom('uk', record, 'full', app)).toBe(true);
    expect(isMadeFrom('uk', madeFrom('bank', app, brands), 'full', app)).toBe(false);
  });
});
