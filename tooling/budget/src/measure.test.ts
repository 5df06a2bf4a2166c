import { describe, expect, test } from 'vitest';
import { distinctStylesheets, type Manifest, overBudget, staticClosure, table } from './measure.ts';

const manifest: Manifest = {
  'index.html': { file: 'a.js', isEntry: true, imports: ['_shared.js'], dynamicImports: ['login.tsx'] },
  '_shared.js': { file: 'shared.js', imports: ['_react.js'] },
  '_react.js': { file: 'react.js' },
  'login.tsx': { file: 'login.js', isDynamicEntry: true, imports: ['_shared.js', '_form.js'] },
  '_form.js': { file: 'form.js' },
};

describe('budget measurement', () => {
  test('the static closure follows imports, not dynamic imports', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual(['_react.js', '_shared.js', 'index.html']);
    expect([...staticClosure(manifest, ['login.tsx'])].sort()).toEqual([
      '_form.js',
      '_react.js',
      '_shared.js',
      'login.tsx',
    ]);
  });

  test.each([
    [159.9, 160, false],
    [160, 160, false],
    [160.1, 160, true],
  ])('%s kB against a %s kB limit is over: %s', (size, limit, over) => {
    expect(overBudget([{ name: 'x', kB: size, limitKB: limit }]).length > 0).toBe(over);
  });

  test('the table marks rows over their limit', () => {
    const out = table([
      { name: 'initial', kB: 170, limitKB: 160 },
      { name: 'css', kB: 3, limitKB: 25 },
    ]);
    expect(out).toMatch(/initial\s+170\.0\s+160\s+OVER/);
    expect(out).toMatch(/css\s+3\.0\s+25\s+ok/);
  });

  test('a row in bytes shows bytes', () => {
    expect(table([{ name: 'route', kB: 0.104, limitKB: 0.1, unit: 'B' }])).toMatch(/route\s+104 B\s+100 B\s+OVER/);
  });

  test.each([
    ['a file of its own', { 'a.css': '.a{}', 'b.css': '.b{}' }, ['a.css', 'b.css']],
    [
      'a page stylesheet joining two files of the build',
      {
        'a.css': '.a{}',
        'b.css': '.b{}',
        'page-1.css': '/* x.css */\n.x{}\n/* assets/a.css */\n.a{}\n/* assets/b.css */\n.b{}',
      },
      ['a.css', 'b.css'],
    ],
    ['a marker naming no file of the build', { 'a.css': '/* assets/gone.css */\n.a{}' }, ['a.css']],
    [
      'a marker inside a rule, not a line of its own',
      { 'a.css': '.a{} /* assets/b.css */', 'b.css': '.b{}' },
      ['a.css', 'b.css'],
    ],
  ])('CSS counted once: %s', (_case, files: Record<string, string>, counted) => {
    expect(distinctStylesheets(Object.keys(files), (file) => files[file] ?? '')).toEqual(counted);
  });
});
