import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';
import { importClosure, resolveSpecifier, specifiersOf, type WorkspacePackage } from './import-closure.ts';

describe('specifiersOf', () => {
  test.each([
    ["import { a } from './a';", ['./a']],
    ["import type { B } from '@paydeck/cards/api';", ['@paydeck/cards/api']],
    ["export { c } from '../c.ts';", ['../c.ts']],
    ["export * from './all';", ['./all']],
    ["import './side-effect.css';", ['./side-effect.css']],
    ["const m = await import('./lazy');", ['./lazy']],
    ["import {\n  x,\n  y,\n} from 'valibot';", ['valibot']],
    ["const text = 'import nothing';", []],
  ])('%j names %j', (source, expected) => {
    expect(specifiersOf(source)).toEqual(expected);
  });
});

/** A small workspace on disk: files by path, and its packages. */
function workspace(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'closure-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const packages: WorkspacePackage[] = [
    {
      name: '@x/cards',
      dir: join(root, 'packages/cards'),
      exports: { '.': './src/index.ts', './api': './src/api/index.ts' },
    },
    { name: '@x/client', dir: join(root, 'packages/client'), exports: './src/index.ts' },
  ];
  return { root, packages };
}

describe('importClosure', () => {
  const { root, packages } = workspace({
    'apps/sandbox/src/cards.ts': "import { rule } from '@x/cards/api';\nimport { v } from 'valibot';",
    'packages/cards/src/api/index.ts': "export { rule } from '../model/rule';",
    'packages/cards/src/model/rule.ts': "import { call } from '@x/client';\nexport const rule = 1;",
    'packages/cards/src/components/Screen.tsx': "import { rule } from '../model/rule';",
    'packages/cards/src/index.ts': "export * from './components/Screen';",
    'packages/client/src/index.ts': "export { call } from './call.ts';",
    'packages/client/src/call.ts': 'export const call = 1;',
  });

  test('follows subpath exports, relative files and string exports, not npm packages or unused files', () => {
    const closure = importClosure([join(root, 'apps/sandbox/src/cards.ts')], packages);
    expect([...closure].map((file) => relative(root, file)).sort()).toEqual([
      'apps/sandbox/src/cards.ts',
      'packages/cards/src/api/index.ts',
      'packages/cards/src/model/rule.ts',
      'packages/client/src/call.ts',
      'packages/client/src/index.ts',
    ]);
  });

  test('an npm package or a missing file resolves to nothing', () => {
    const from = join(root, 'apps/sandbox/src/cards.ts');
    expect(resolveSpecifier('valibot', from, packages)).toBeUndefined();
    expect(resolveSpecifier('./missing', from, packages)).toBeUndefined();
  });
});
