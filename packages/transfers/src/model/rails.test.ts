import type { PermissionFlag } from '@paydeck/auth';
import {
  allowedMassRails,
  allowedRails,
  allowedWithdrawalRails,
  companyRequestActions,
  flagFor,
  railPermitted,
  visibleRecent,
} from './rails';

const only =
  (...flags: PermissionFlag[]) =>
  (flag: PermissionFlag) =>
    flags.includes(flag);

// Between own accounts is an own-account withdrawal with its own flag (payments.md 6), no longer offered without it.
const own = 'transferBetweenOwnAccountsUser' as const;

describe('rails by the session permission flags (payments.md 6)', () => {
  it.each([
    ['none', only(), [], []],
    ['between own accounts only', only(own), ['betweenAccounts'], []],
    ['p2p only', only('sendMoneyUser'), ['p2p'], ['p2p']],
    ['p2p and own accounts', only('sendMoneyUser', own), ['betweenAccounts', 'p2p'], ['p2p']],
    ['wire and eft', only('sendMoneyWireUser', 'sendMoneyEftUser'), ['wire', 'eft'], ['wire', 'eft']],
    ['prepaid card (no mass)', only('sendMoneyPrepaidCardUser'), ['loadPrepaidCard'], []],
    ['request money is no rail', only('requestMoney'), [], []],
    ['a withdrawal flag is not sending to others', only('withdrawWireUser'), [], []],
  ])('%s', (_, has, rails, mass) => {
    expect(allowedRails(has)).toEqual(rails);
    expect(allowedMassRails(has)).toEqual(mass);
  });

  it('everything when unrestricted', () => {
    expect(allowedRails(() => true)).toHaveLength(10);
    expect(allowedMassRails(() => true)).toHaveLength(8);
    expect(allowedWithdrawalRails(() => true)).toHaveLength(7);
  });
});

describe('own-account withdrawals by their flags (payments.md 6)', () => {
  it.each([
    ['none', only(), []],
    ['sending flags allow no withdrawal', only('sendMoneyWireUser', 'sendMoneyUser'), []],
    ['crypto', only('withdrawCryptoUser'), ['crypto']],
    ['wire and EFT', only('withdrawWireUser', 'withdrawEftUser'), ['wire', 'eft']],
    ['card', only('withdrawCardUser'), ['oct']],
    ['instant and interac', only('withdrawInstantUser', 'withdrawInteracUser'), ['instant', 'interac']],
    ['between own accounts', only(own), ['betweenAccounts']],
  ])('%s', (_, has, rails) => {
    expect(allowedWithdrawalRails(has)).toEqual(rails);
  });

  it.each([
    ['wire', 'others', 'sendMoneyWireUser'],
    ['wire', 'own', 'withdrawWireUser'],
    ['eft', 'own', 'withdrawEftUser'],
    ['oct', 'own', 'withdrawCardUser'],
    ['crypto', 'own', 'withdrawCryptoUser'],
    ['instant', 'own', 'withdrawInstantUser'],
    ['interac', 'own', 'withdrawInteracUser'],
    ['interac', 'others', 'sendMoneyInteracUser'],
    ['betweenAccounts', 'others', own],
    ['p2p', 'own', 'sendMoneyUser'], // no withdrawal kind: its sending flag
  ] as const)('%s to %s needs %s', (rail, recipient, flag) => {
    expect(flagFor(rail, recipient)).toBe(flag);
  });

  const company = (...permissions: string[]) => ({ isBusiness: true, permissions });
  it.each([
    ['a person, any rail', 'wire', 'own', { isBusiness: false, permissions: [] }, true],
    ['a company with the withdrawal flag', 'wire', 'own', company('withdrawWireUser'), true],
    ['a company with only the sending flag', 'wire', 'own', company('sendMoneyWireUser'), false],
    ['a company with only the withdrawal flag, to others', 'wire', 'others', company('withdrawWireUser'), false],
    ['flags compare case-insensitively', 'interac', 'own', company('WITHDRAWINTERACUSER'), true],
    ['between own accounts without its flag', 'betweenAccounts', 'own', company('sendMoneyUser'), false],
  ] as const)('%s: %s to %s is %s', (_, rail, recipient, customer, allowed) => {
    expect(railPermitted(rail, recipient, customer)).toBe(allowed);
  });
});

describe('company requests by access right', () => {
  it.each([
    [0, false, false],
    [1, false, false],
    [2, true, false],
    [3, false, true],
    [4, true, false],
    [5, false, false],
    [null, false, false],
  ])('right %s decides: %s, initiates only: %s', (right, decides, initiatesOnly) => {
    const actions = companyRequestActions(right);
    expect([actions.approve, actions.decline, actions.seeRequests]).toEqual([decides, decides, decides]);
    expect(actions.initiatesOnly).toBe(initiatesOnly);
  });
});

it('recent transfers hide disabled ones and rails not allowed', () => {
  const recent = [
    { id: 1, isDisabled: false, rail: 'p2p' as const },
    { id: 2, isDisabled: true, rail: 'p2p' as const },
    { id: 3, isDisabled: false, rail: 'wire' as const },
    { id: 4, isDisabled: false, rail: 'betweenAccounts' as const },
  ];
  expect(visibleRecent(recent, only('sendMoneyUser', own)).map((t) => t.id)).toEqual([1, 4]);
  expect(visibleRecent(recent, only('sendMoneyUser')).map((t) => t.id)).toEqual([1]);
});
