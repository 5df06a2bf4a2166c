import { decideSection, hasFullAccess } from './sections';

describe('the merchant section routing (payments.md 2, 6)', () => {
  const company = (accessRights: number | null) => ({ fromCustomerId: 11, accessRights });

  it.each([
    ['', company(2), { kind: 'redirect', to: 'security/verification' }],
    ['/', company(2), { kind: 'redirect', to: 'security/verification' }],
    ['nowhere', company(2), { kind: 'redirect', to: 'security/verification' }],
    ['internal/api_key', company(2), { kind: 'show', section: 'internal/api_key' }],
    ['internal/api_key', company(3), { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/api_log', company(1), { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/webhook_log', company(4), { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/webhook_log', company(null), { kind: 'redirect', to: 'buttons/saved' }],
    ['internal/webhook_log/', company(2), { kind: 'show', section: 'internal/webhook_log' }],
    ['buttons/saved', company(3), { kind: 'show', section: 'buttons/saved' }],
    ['ipn/history', company(1), { kind: 'show', section: 'ipn/history' }],
    ['internal/api_key', { fromCustomerId: null, accessRights: null }, { kind: 'show', section: 'internal/api_key' }],
  ])('/merchant/%s with %o: %o', (path, access, decision) => {
    expect(decideSection(path, access)).toEqual(decision);
  });

  it.each([
    [null, null, true],
    [11, 2, true],
    [11, 0, false],
    [11, 1, false],
    [11, 3, false],
    [11, 5, false],
  ])('acting for %s with right %s: full access %s', (fromCustomerId, accessRights, full) => {
    expect(hasFullAccess(fromCustomerId, accessRights)).toBe(full);
  });
});
