// @vitest-environment node
import {
  type CompanyAction,
  companyCan,
  isDocumentsOnly,
  pageRedirect,
  type RightsHolder,
  readsOnly,
} from './company-rights';

const person = { customerId: 7, isAdmin: false };
const admin = { customerId: 1, isAdmin: true };
const actingWith = (accessRights: number | null): RightsHolder => ({
  customer: person,
  fromCustomerId: 40,
  accessRights,
});
const actions: CompanyAction[] = ['viewBalances', 'uploadDocuments', 'initiate', 'approve', 'manage'];

describe('companyCan: what each right allows (issue 36 policy; identity spec 6)', () => {
  test.each<[string, RightsHolder, CompanyAction[]]>([
    ['right 0 (no access): nothing', actingWith(0), []],
    ['right 1 (read): balances only, no send, pay, approve or create', actingWith(1), ['viewBalances']],
    ['right 2 (full): everything', actingWith(2), actions],
    [
      'right 3 (initiate): sends (as company requests) but does not approve',
      actingWith(3),
      ['viewBalances', 'uploadDocuments', 'initiate'],
    ],
    [
      'right 4 (confirmed): sends and approves, does not manage',
      actingWith(4),
      ['viewBalances', 'uploadDocuments', 'initiate', 'approve'],
    ],
    ['right 5 (uploading): documents only', actingWith(5), ['uploadDocuments']],
    ['an unknown right: nothing', actingWith(9), []],
    [
      'a personal customer on their own: everything',
      { customer: person, fromCustomerId: null, accessRights: null },
      actions,
    ],
    [
      'a business owner before choosing a company: their own customer, everything',
      { customer: { customerId: 40, isAdmin: false }, fromCustomerId: null, accessRights: null },
      actions,
    ],
    ['acting for a company whose right is not loaded yet: the server decides', actingWith(null), actions],
    [
      'an admin acting for another customer only reads (the server answers right 2 for them)',
      { customer: admin, fromCustomerId: 40, accessRights: 2 },
      ['viewBalances'],
    ],
    ['an admin on their own customer', { customer: admin, fromCustomerId: 1, accessRights: 2 }, actions],
    ['an admin acting for nobody', { customer: admin, fromCustomerId: null, accessRights: null }, actions],
  ])('%s', (_case, holder, allowed) => {
    expect(actions.filter((action) => companyCan(holder, action))).toEqual(allowed);
  });
});

describe('readsOnly: an admin acting for another customer changes nothing, their own settings included', () => {
  test.each<[string, RightsHolder, boolean]>([
    ['an admin acting for another customer', { customer: admin, fromCustomerId: 40, accessRights: 2 }, true],
    [
      'an admin on their own customer, their id as text',
      { customer: { customerId: '1', isAdmin: true }, fromCustomerId: 1, accessRights: null },
      false,
    ],
    ['an admin on their own customer', { customer: admin, fromCustomerId: 1, accessRights: 2 }, false],
    ['an admin acting for nobody', { customer: admin, fromCustomerId: null, accessRights: null }, false],
    ['a read-only company user (their own settings stay theirs)', actingWith(1), false],
    ['a personal customer', { customer: person, fromCustomerId: null, accessRights: null }, false],
    ['no session', { customer: null, fromCustomerId: 40, accessRights: null }, false],
  ])('%s: %s', (_case, holder, expected) => {
    expect(readsOnly(holder)).toBe(expected);
  });
});

describe('isDocumentsOnly: without balance-info access the company documents are all there is', () => {
  test.each([
    [0, true],
    [1, false],
    [2, false],
    [3, false],
    [4, false],
    [5, true],
  ])('right %i: %s', (right, expected) => {
    expect(isDocumentsOnly(actingWith(right))).toBe(expected);
  });
});

describe('pageRedirect: where the _session guard sends a person instead', () => {
  test.each<[string, RightsHolder, string, CompanyAction[], string | undefined]>([
    ['right 5 typing /home', actingWith(5), '/home', [], '/company-documents'],
    ['right 5 typing /history', actingWith(5), '/history', [], '/company-documents'],
    ['right 5 typing /statements', actingWith(5), '/statements', [], '/company-documents'],
    ['right 5 typing a transfer', actingWith(5), '/transfer/account', ['initiate'], '/company-documents'],
    ['right 5 typing a card', actingWith(5), '/cards/12', [], '/company-documents'],
    ['right 5 on a page named like an allowed one', actingWith(5), '/company-documentsx', [], '/company-documents'],
    ['right 0 typing /home', actingWith(0), '/home', [], '/company-documents'],
    ['right 5 on the company documents', actingWith(5), '/company-documents', [], undefined],
    ['right 5 on KYC (which the KYC guard may force)', actingWith(5), '/kyc/identity', [], undefined],
    ['right 5 on her own security settings', actingWith(5), '/setting', [], undefined],
    ['right 5 switching company', actingWith(5), '/select-company', [], undefined],
    ['right 5 on her own payout blacklist', actingWith(5), '/payout-blacklist', [], undefined],
    ['right 5 on the news', actingWith(5), '/news', [], '/company-documents'],
    ['right 5 on the company profile', actingWith(5), '/company', [], '/company-documents'],
    ['right 1 on /home', actingWith(1), '/home', [], undefined],
    ['right 1 on a send page', actingWith(1), '/transfer/p2p', ['initiate'], '/home'],
    ['right 3 on a send page', actingWith(3), '/transfer/p2p', ['initiate'], undefined],
    ['right 3 on the requests to approve', actingWith(3), '/transfer/requests', ['approve'], '/home'],
    ['right 4 on the requests to approve', actingWith(4), '/transfer/requests', ['approve'], undefined],
    [
      'a personal customer anywhere',
      { customer: person, fromCustomerId: null, accessRights: null },
      '/transfer/requests',
      ['approve'],
      undefined,
    ],
  ])('%s', (_case, holder, pathname, needs, expected) => {
    expect(pageRedirect(holder, pathname, needs)).toBe(expected);
  });
});
