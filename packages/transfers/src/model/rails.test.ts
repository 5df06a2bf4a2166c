import type { PermissionFlag } from '@paydeck/auth';
import { allowedMassRails, allowedRails, companyRequestActions, visibleRecent } from './rails';

const only =
  (...flags: PermissionFlag[]) =>
  (flag: PermissionFlag) =>
    flags.includes(flag);

describe('rails by the session permission flags (payments.md 6)', () => {
  it.each([
    ['none', only(), ['betweenAccounts'], []],
    ['p2p only', only('sendMoneyUser'), ['betweenAccounts', 'p2p'], ['p2p']],
    [
      'wire and eft',
      only('sendMoneyWireUser', 'sendMoneyEftUser'),
      ['betweenAccounts', 'wire', 'eft'],
      ['wire', 'eft'],
    ],
    ['prepaid card (no mass)', only('sendMoneyPrepaidCardUser'), ['betweenAccounts', 'loadPrepaidCard'], []],
    ['request money is no rail', only('requestMoney'), ['betweenAccounts'], []],
  ])('%s', (_, has, rails, mass) => {
    expect(allowedRails(has)).toEqual(rails);
    expect(allowedMassRails(has)).toEqual(mass);
  });

  it('everything when unrestricted', () => {
    expect(allowedRails(() => true)).toHaveLength(10);
    expect(allowedMassRails(() => true)).toHaveLength(8);
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
  expect(visibleRecent(recent, only('sendMoneyUser')).map((t) => t.id)).toEqual([1, 4]);
});
