import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withTransformCache } from './transform-cache.ts';

type Handler = (this: { environment?: { name?: string } }, code: string, id: string) => Promise<unknown>;

/** A plugin whose transform counts its calls and upper-cases the code (null for code without "macro"). */
function countingPlugin() {
  const calls: string[] = [];
  const plugin = {
    name: 'counting',
    transform: {
      filter: { code: /macro/ },
      async handler(code: string, id: string) {
        calls.push(`${id}:${code}`);
        return code.includes('macro') ? { code: code.toUpperCase(), map: { mappings: 'AAAA' } } : null;
      },
    },
  };
  return { plugin, calls };
}

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), 'transform-cache-'));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

async function cachedHandler(version = 'v1') {
  const { plugin, calls } = countingPlugin();
  const wrapped = await withTransformCache(plugin, { directory, version });
  const handler = wrapped.transform.handler as unknown as Handler;
  const client = (code: string, id: string) => handler.call({ environment: { name: 'client' } }, code, id);
  return { handler, client, calls, wrapped };
}

test('a file transformed once is answered from disk the next time, by another plugin instance too', async () => {
  const first = await cachedHandler();
  expect(await first.client('t`macro`', '/a.ts')).toEqual({ code: 'T`MACRO`', map: { mappings: 'AAAA' } });
  const second = await cachedHandler();
  expect(await second.client('t`macro`', '/a.ts')).toEqual({ code: 'T`MACRO`', map: { mappings: 'AAAA' } });
  expect(second.calls).toEqual([]);
  expect(readdirSync(directory)).toHaveLength(1);
});

test.each([
  ['other code', 't`macro 2`', '/a.ts', 'client', 'v1'],
  ['another file', 't`macro`', '/b.ts', 'client', 'v1'],
  ['another environment', 't`macro`', '/a.ts', 'ssr', 'v1'],
  ['another lockfile or config', 't`macro`', '/a.ts', 'client', 'v2'],
])('%s is transformed again', async (_case, code, id, environment, version) => {
  await (await cachedHandler()).client('t`macro`', '/a.ts');
  const again = await cachedHandler(version);
  await again.handler.call({ environment: { name: environment } }, code, id);
  expect(again.calls).toEqual([`${id}:${code}`]);
});

test('a production build does not reuse what a test transformed (the macros strip messages there)', async () => {
  const before = process.env.NODE_ENV;
  try {
    process.env.NODE_ENV = 'test';
    await (await cachedHandler()).client('t`macro`', '/a.ts');
    process.env.NODE_ENV = 'production';
    const build = await cachedHandler();
    await build.client('t`macro`', '/a.ts');
    expect(build.calls).toEqual(['/a.ts:t`macro`']);
  } finally {
    process.env.NODE_ENV = before;
  }
});

test('a file the transform leaves alone is remembered as left alone', async () => {
  await (await cachedHandler()).client('plain', '/c.ts');
  const second = await cachedHandler();
  expect(await second.client('plain', '/c.ts')).toBeNull();
  expect(second.calls).toEqual([]);
});

test('keeps the plugin object, so hooks that set its filter later still apply', async () => {
  const { plugin } = countingPlugin();
  const transform = plugin.transform;
  const wrapped = await withTransformCache(Promise.resolve(plugin), { directory, version: 'v1' });
  expect(wrapped).toBe(plugin);
  expect(wrapped.transform).toBe(transform);
});
