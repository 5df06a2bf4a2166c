import { type CompanyAction, companyCan, type PermissionFlag } from '@paydeck/auth';
import { quickActions } from './quick-actions';
import { HOME_RECENT_LIMIT, recentTransfers } from './recent';

const row = (
  type: string,
  extra: { operationType?: string; isDisabled?: boolean; direction?: 'incoming' | 'outgoing'; id?: number } = {},
) => ({
  type,
  operationType: extra.operationType ?? type,
  isDisabled: extra.isDisabled ?? false,
  direction: extra.direction ?? ('outgoing' as const),
  id: extra.id ?? 0,
});

describe('recent transfers on home', () => {
  test.each([
    ['eft', true],
    ['wire', true],
    ['oct', true],
    ['p2p', true],
    ['crypto_eft', true],
    ['instant_payment', true],
    ['interac', false],
    ['betweenAccounts', false],
    ['cardPurchase', false],
    ['fee', false],
    ['deposit', false],
  ])('a %s transfer is listed: %s', (type, listed) => {
    expect(recentTransfers([row(type)])).toHaveLength(listed ? 1 : 0);
  });

  test('disabled ones, fees and incoming payments are left out; at most five, newest first kept in order', () => {
    const rows = [
      row('wire', { isDisabled: true, id: 1 }),
      row('wire', { operationType: 'Fees', id: 2 }),
      row('p2p', { direction: 'incoming', id: 3 }),
      ...[4, 5, 6, 7, 8, 9].map((id) => row('p2p', { id })),
    ];
    expect(recentTransfers(rows).map((r) => r.id)).toEqual([4, 5, 6, 7, 8]);
    expect(HOME_RECENT_LIMIT).toBe(5);
  });
});

describe('quick actions', () => {
  const everyRoute = () => true;
  const only =
    (...flags: PermissionFlag[]) =>
    (flag: PermissionFlag) =>
      flags.includes(flag);
  const ids = (has: (flag: PermissionFlag) => boolean, routes: (path: string) => boolean = everyRoute) =>
    quickActions(has, routes).map((action) => action.id);

  test('an unrestricted person (has everything) gets every action whose route exists', () => {
    expect(ids(() => true)).toEqual([
      'betweenAccounts',
      'sendToUser',
      'sendExternal',
      'requestMoney',
      'addFunds',
      'cryptoDeposit',
      'addCurrency',
      'statements',
    ]);
  });

  test.each([
    [[], ['addCurrency', 'statements']],
    [['transferBetweenOwnAccountsUser'], ['betweenAccounts', 'addCurrency', 'statements']],
    [['sendMoneyUser'], ['sendToUser', 'addCurrency', 'statements']],
    [['sendMoneyWireUser'], ['sendExternal', 'addCurrency', 'statements']],
    [['withdrawCryptoUser'], ['sendExternal', 'addCurrency', 'statements']],
    [['sendMoneyPrepaidCardUser'], ['addCurrency', 'statements']],
    [
      ['requestMoney', 'addFundsBankThirdParty'],
      ['requestMoney', 'addFunds', 'addCurrency', 'statements'],
    ],
    [['addFundsCrypto'], ['cryptoDeposit', 'addCurrency', 'statements']],
  ] as [PermissionFlag[], string[]][])('flags %j give %j', (flags, expected) => {
    expect(ids(only(...flags))).toEqual(expected);
  });

  test.each([
    ['read only (1): no send, request, deposit address or new currency', 1, ['addFunds', 'statements']],
    [
      'initiate (3): sends, as company requests',
      3,
      [
        'betweenAccounts',
        'sendToUser',
        'sendExternal',
        'requestMoney',
        'addFunds',
        'cryptoDeposit',
        'addCurrency',
        'statements',
      ],
    ],
  ])('the company right, %s', (_case, right, expected) => {
    const holder = { customer: { customerId: 7, isAdmin: false }, fromCustomerId: 40, accessRights: right };
    const can = (action: CompanyAction) => companyCan(holder, action);
    expect(quickActions(() => true, everyRoute, can).map((action) => action.id)).toEqual(expected);
  });

  test('links to screens that are not in the app yet are not offered', () => {
    const routes = (path: string) => path === '/statements';
    expect(quickActions(() => true, routes)).toEqual([
      { id: 'addFunds', kind: 'dialog' },
      { id: 'cryptoDeposit', kind: 'dialog' },
      { id: 'addCurrency', kind: 'dialog' },
      { id: 'statements', kind: 'link', href: '/statements' },
    ]);
  });
});
