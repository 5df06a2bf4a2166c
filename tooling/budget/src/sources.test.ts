import { encode } from '@jridgewell/sourcemap-codec';
import { describe, expect, test } from 'vitest';
import { bytesBySource, packageOf, sourceName, unmapped } from './sources.ts';

describe('bytes by source', () => {
  test('each segment owns the code up to the next segment or the end of its line', () => {
    // line 0: "abcdefghij" → a.ts from col 0, b.ts from col 4; line 1: "xyz", unmapped before col 1, a.ts after
    const map = {
      sources: ['a.ts', 'b.ts'],
      mappings: encode([
        [
          [0, 0, 0, 0],
          [4, 1, 0, 0],
        ],
        [[1, 0, 3, 0]],
      ]),
    };
    const out = bytesBySource('abcdefghij\nxyz', map);
    expect(Object.fromEntries(out)).toEqual({ 'a.ts': 4 + 2, 'b.ts': 6 + 1, [unmapped]: 1 });
  });

  test('a line without segments and a segment without a source are unmapped', () => {
    const map = { sources: ['a.ts'], mappings: encode([[], [[0], [2, 0, 0, 0]]]) };
    expect(Object.fromEntries(bytesBySource('1234\nabcd', map))).toEqual({ [unmapped]: 5 + 2, 'a.ts': 2 });
  });
});

describe('source names', () => {
  test.each([
    ['../../node_modules/.pnpm/react-dom@19.3.1/node_modules/react-dom/cjs/x.js', 'react-dom/cjs/x.js', 'react-dom'],
    [
      '../../node_modules/.pnpm/@tanstack+router-core@1/node_modules/@tanstack/router-core/dist/a.js',
      '@tanstack/router-core/dist/a.js',
      '@tanstack/router-core',
    ],
    ['../../../../work/main/packages/ui/src/button/Button.tsx', '@paydeck/ui/src/button/Button.tsx', '@paydeck/ui'],
    ['../../../../work/main/apps/web/src/routeTree.gen.ts', '@paydeck/web/src/routeTree.gen.ts', '@paydeck/web'],
  ])('%s is %s in package %s', (source, name, pkg) => {
    expect(sourceName(source)).toBe(name);
    expect(packageOf(sourceName(source))).toBe(pkg);
  });
});
