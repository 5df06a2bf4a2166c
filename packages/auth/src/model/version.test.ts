// @vitest-environment node
import { entryScriptOf, isNewVersion } from './version';

describe('entryScriptOf', () => {
  test.each([
    [
      'a Vite build',
      '<head><script type="module" crossorigin src="/assets/index-Ab12.js"></script></head>',
      '/assets/index-Ab12.js',
    ],
    ['src before type', "<script src='/assets/index-Zz9.js' type='module'></script>", '/assets/index-Zz9.js'],
    [
      'a classic script first',
      '<script src="/legacy.js"></script><script type="module" src="/assets/index-1.js"></script>',
      '/assets/index-1.js',
    ],
    ['development (no hash)', '<script type="module" src="/src/main.tsx"></script>', '/src/main.tsx'],
    ['no module script', '<script src="/a.js"></script>', undefined],
    ['an error page', 'Bad gateway', undefined],
  ])('%s', (_label, html, expected) => {
    expect(entryScriptOf(html)).toBe(expected);
  });
});

describe('isNewVersion', () => {
  test.each([
    ['/assets/index-1.js', '/assets/index-2.js', true],
    ['/assets/index-1.js', '/assets/index-1.js', false],
    [undefined, '/assets/index-2.js', false],
    ['/assets/index-1.js', undefined, false],
  ])('%s -> %s: %s', (current, latest, expected) => {
    expect(isNewVersion(current, latest)).toBe(expected);
  });
});
