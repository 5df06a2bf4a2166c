import { describe, expect, test } from 'vitest';
import { importViolation, type Workspace } from './rules.ts';

const ws: Workspace = {
  'brand-config': 'base',
  i18n: 'base',
  ui: 'base',
  'api-client': 'base',
  auth: 'auth',
  accounts: 'accounts',
  cards: 'feature',
  transfers: 'feature',
  invoices: 'feature',
  web: 'app',
  storybook: 'app',
  sandbox: 'server',
  'test-config': 'tooling',
};

describe('the dependency direction', () => {
  test.each([
    ['web', 'cards', ''],
    ['storybook', 'ui', ''],
    ['cards', 'accounts', ''],
    ['cards', 'auth', ''],
    ['cards', 'ui', ''],
    ['accounts', 'auth', ''],
    ['auth', 'api-client', ''],
    ['ui', 'i18n', ''],
    ['i18n', 'brand-config', ''],
    ['sandbox', 'cards', 'api'],
    ['sandbox', 'api-client', ''],
    ['cards', 'test-config', ''],
    ['test-config', 'web', ''],
    ['invoices', 'transfers', ''],
  ])('%s may import %s', (from, to, sub) => {
    expect(importViolation(ws, from, to, sub)).toBeNull();
  });

  test.each([
    ['cards', 'transfers', '', /features never import each other/],
    ['transfers', 'invoices', '', /features never import each other/],
    ['auth', 'accounts', '', /must point down/],
    ['accounts', 'cards', '', /must point down/],
    ['ui', 'auth', '', /base/],
    ['brand-config', 'i18n', '', /base/],
    ['i18n', 'ui', '', /base/],
    ['cards', 'web', '', /nothing imports an app/],
    ['sandbox', 'cards', '', /only packages' \/api/],
    ['sandbox', 'ui', '', /only packages' \/api/],
    ['auth', 'sandbox', '', /nothing imports an app/],
  ])('%s may not import %s', (from, to, sub, reason) => {
    expect(importViolation(ws, from, to, sub)).toMatch(reason);
  });
});
