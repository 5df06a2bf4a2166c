// @vitest-environment node
import { personMenuFor } from './navigation';

const person = (customerType: number, isHaveRelatedAccounts: boolean) => ({ customerType, isHaveRelatedAccounts });

describe('personMenuFor: every signed-in person reaches security, the company switch only a business with companies', () => {
  test.each([
    ['a personal customer', person(0, false), ['settings', 'loginHistory', 'payoutBlacklist']],
    [
      'a personal customer flagged with related accounts',
      person(0, true),
      ['settings', 'loginHistory', 'payoutBlacklist'],
    ],
    [
      'a business owner with related companies (boris)',
      person(2, true),
      ['settings', 'loginHistory', 'payoutBlacklist', 'switchCompany'],
    ],
    [
      'an old-kind business with related companies',
      person(1, true),
      ['settings', 'loginHistory', 'payoutBlacklist', 'switchCompany'],
    ],
    [
      'a business without related companies (an authorised user)',
      person(2, false),
      ['settings', 'loginHistory', 'payoutBlacklist'],
    ],
    ['customer info not known yet', null, ['settings', 'loginHistory', 'payoutBlacklist']],
  ])('%s', (_case, who, expected) => {
    expect(personMenuFor(who).map((item) => item.id)).toEqual(expected);
  });

  test('every entry leads to a session page of this package', () => {
    expect(personMenuFor(person(2, true)).map((item) => item.to)).toEqual([
      '/setting',
      '/login-history',
      '/payout-blacklist',
      '/select-company',
    ]);
  });
});
