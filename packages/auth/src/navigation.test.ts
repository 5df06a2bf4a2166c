// @vitest-environment node
import { allowedEntries, personMenuFor, type RightsHolder } from './navigation';

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

describe('what the rights let a person open (issue 36)', () => {
  const acting = (accessRights: number): RightsHolder => ({
    customer: { customerId: 7, isAdmin: false },
    fromCustomerId: 40,
    accessRights,
  });
  const entries = [
    { to: '/home' },
    { to: '/history' },
    { to: '/transfer/account', needs: 'initiate' as const },
    { to: '/company-documents', forDocumentsOnly: true },
  ];

  test.each([
    ['right 5: only the company documents', 5, ['/company-documents']],
    ['right 0: only the company documents', 0, ['/company-documents']],
    ['right 1: no transfers', 1, ['/home', '/history']],
    ['right 3: transfers too', 3, ['/home', '/history', '/transfer/account']],
  ])('%s', (_case, right, expected) => {
    expect(allowedEntries(entries, acting(right)).map((entry) => entry.to)).toEqual(expected);
  });

  test('a personal customer sees every entry but the documents-only one', () => {
    const own: RightsHolder = { customer: { customerId: 7, isAdmin: false }, fromCustomerId: null, accessRights: null };
    expect(allowedEntries(entries, own).map((entry) => entry.to)).toEqual(['/home', '/history', '/transfer/account']);
  });

  test("right 5's person menu: her own security, as anyone's", () => {
    expect(personMenuFor(person(2, false), acting(5)).map((item) => item.id)).toEqual([
      'settings',
      'loginHistory',
      'payoutBlacklist',
    ]);
  });
});
