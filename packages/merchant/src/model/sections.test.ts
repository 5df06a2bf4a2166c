import { decideSection, merchantSections, needsFullAccess } from './sections';

describe('the merchant section routing (payments.md 2, 6)', () => {
  const full = { fullAccess: true };
  const notFull = { fullAccess: false };

  it.each([
    ['', full, { kind: 'redirect', to: 'security/verification' }],
    ['/', full, { kind: 'redirect', to: 'security/verification' }],
    ['nowhere', full, { kind: 'redirect', to: 'security/verification' }],
    ['internal/api_key', full, { kind: 'show', section: 'internal/api_key' }],
    ['internal/api_key', notFull, { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/api_log', notFull, { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/webhook_log', notFull, { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/webhook_log/', full, { kind: 'show', section: 'internal/webhook_log' }],
    ['ipn/settings', notFull, { kind: 'redirect', to: 'buttons/saved' }],
    ['ipn/settings', full, { kind: 'show', section: 'ipn/settings' }],
    ['buttons/saved', notFull, { kind: 'show', section: 'buttons/saved' }],
    ['ipn/history', notFull, { kind: 'show', section: 'ipn/history' }],
  ])('/merchant/%s with %o: %o', (path, access, decision) => {
    expect(decideSection(path, access)).toEqual(decision);
  });

  it('the pages that need full access: the internal tools and the IPN settings (the server keeps them to right 2)', () => {
    expect(merchantSections.filter(needsFullAccess)).toEqual([
      'internal/api_key',
      'internal/api_log',
      'internal/webhook_log',
      'ipn/settings',
    ]);
  });
});
