import { describe, expect, test } from 'vitest';
import { type Manifest, measuredChunks, withoutFileHashes } from './measured-files.ts';

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    imports: ['_framework'],
    dynamicImports: [
      'src/routes/__root.tsx?tsr-split=component',
      '../../packages/auth/src/routes/public/login.tsx?tsr-split=component',
      '../../packages/cards/src/routes/session/cards/index.tsx?tsr-split=component',
      '../../packages/i18n/src/locales/auth/en.po',
    ],
  },
  _framework: { file: 'assets/framework-BBBBBBBB.js', css: ['assets/framework-CCCCCCCC.css'] },
  'src/routes/__root.tsx?tsr-split=component': { file: 'assets/route-web-root-DDDDDDDD.js' },
  '../../packages/auth/src/routes/public/login.tsx?tsr-split=component': {
    file: 'assets/route-auth-public_login-EEEEEEEE.js',
    imports: ['_Button'],
    dynamicImports: ['../../packages/auth/src/components/login/ApprovalStep.tsx'],
  },
  '../../packages/auth/src/components/login/ApprovalStep.tsx': { file: 'assets/ApprovalStep-FFFFFFFF.js' },
  '../../packages/cards/src/routes/session/cards/index.tsx?tsr-split=component': {
    file: 'assets/route-cards-GGGGGGGG.js',
    imports: ['_Button', '_CardArt'],
  },
  _Button: { file: 'assets/Button-HHHHHHHH.js' },
  _CardArt: { file: 'assets/CardArt-IIIIIIII.js' },
  '../../packages/i18n/src/locales/auth/en.po': { file: 'assets/en-JJJJJJJJ.js' },
};

describe('measuredChunks', () => {
  test('follows static and lazy imports from the entry, into the shell and the measured routes only', () => {
    const files = measuredChunks(manifest, ['packages/auth/src/routes/public/login.tsx']);
    expect([...files].sort()).toEqual([
      'assets/ApprovalStep-FFFFFFFF.js',
      'assets/Button-HHHHHHHH.js',
      'assets/en-JJJJJJJJ.js',
      'assets/framework-BBBBBBBB.js',
      'assets/framework-CCCCCCCC.css',
      'assets/index-AAAAAAAA.js',
      'assets/route-auth-public_login-EEEEEEEE.js',
      'assets/route-web-root-DDDDDDDD.js',
    ]);
  });

  test('a measured route that is not in the build fails instead of dropping out', () => {
    expect(() => measuredChunks(manifest, ['packages/accounts/src/routes/session/home.tsx'])).toThrow(
      'no chunk of packages/accounts/src/routes/session/home.tsx',
    );
  });
});

describe('withoutFileHashes', () => {
  test.each([
    ['import("./route-cards-session_cards_index-Ir6XwQs2.js")', 'import("./route-cards-session_cards_index.js")'],
    ['assets/login-session-d5Ih5dI-.js', 'assets/login-session.js'],
    ['<link href="/assets/index-B_x9Kq1z.css">', '<link href="/assets/index.css">'],
    ['<script type="module" src="/assets/boot-ItYtK_cu.js">', '<script type="module" src="/assets/boot.js">'],
    ['const dashed = "a-b-c.js";', 'const dashed = "a-b-c.js";'],
  ])('%s → %s', (text, expected) => {
    expect(withoutFileHashes(text)).toBe(expected);
  });
});
