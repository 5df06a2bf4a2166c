// @vitest-environment node
import { noPermissions, permissionFlagNames, permissionFlagsFrom } from './permissions';

describe('session permission flags (payments 6)', () => {
  test('every flag defaults to false', () => {
    expect(Object.values(noPermissions).every((value) => value === false)).toBe(true);
    expect(Object.keys(noPermissions)).toEqual([...permissionFlagNames]);
    expect(permissionFlagNames).toEqual(
      expect.arrayContaining([
        'sendMoneyUser',
        'requestMoney',
        'settlementAccount',
        'addFundsWireThirdParty',
        'addFundsBankThirdParty',
        'addFundsCrypto',
        'sendMoneyWireUser',
      ]),
    );
  });

  test.each<[string, string[] | undefined, string[]]>([
    ['nothing sent', undefined, []],
    [
      'the seeded business permissions',
      ['sendMoneyUser', 'sendMoneyWireUser', 'sendMoneyEftUser', 'requestMoney'],
      ['sendMoneyUser', 'sendMoneyWireUser', 'sendMoneyEftUser', 'requestMoney'],
    ],
    ['case-insensitive', ['SETTLEMENTACCOUNT', 'addfundscrypto'], ['settlementAccount', 'addFundsCrypto']],
    ['unknown names ignored', ['balanceInfo', 'sendMoneyRocketUser'], []],
    [
      'own-account withdrawals (named in transfers WIRE.md)',
      ['withdrawWireUser', 'withdrawinteracuser', 'transferBetweenOwnAccountsUser'],
      ['withdrawWireUser', 'withdrawInteracUser', 'transferBetweenOwnAccountsUser'],
    ],
  ])('%s', (_label, names, expectedTrue) => {
    const flags = permissionFlagsFrom(names);
    const on = Object.entries(flags)
      .filter(([, value]) => value)
      .map(([name]) => name);
    expect(on.sort()).toEqual([...expectedTrue].sort());
  });
});
