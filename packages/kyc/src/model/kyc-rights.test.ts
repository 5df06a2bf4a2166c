import { companyCan, readsOnly, type RightsHolder } from '@paydeck/auth';
import { type KycRights, kycRights } from './kyc-rights';

const person = { customerId: 7, isAdmin: false };
const admin = { customerId: 1, isAdmin: true };
const company = (accessRights: number): RightsHolder => ({ customer: person, fromCustomerId: 40, accessRights });
const rightsOf = (holder: RightsHolder) =>
  kycRights({ can: (action) => companyCan(holder, action), readsOnly: readsOnly(holder) });

const all: KycRights = { canManage: true, canUpload: true, canChangeLogin: true };
const readOnly: KycRights = { canManage: false, canUpload: false, canChangeLogin: true };
const uploads: KycRights = { canManage: false, canUpload: true, canChangeLogin: true };

// the sandbox's kinds: KYC, profile, company and tax changes are `full` (2), documents `upload` (2-5)
describe('kycRights: what the KYC, profile, company and tax pages offer (issue 36)', () => {
  test.each<[string, RightsHolder, KycRights]>([
    [
      'a personal customer on their own data: every action',
      { customer: person, fromCustomerId: null, accessRights: null },
      all,
    ],
    ['right 1 (read): sees, changes nothing, sends nothing', company(1), readOnly],
    ['right 2 (full): every action', company(2), all],
    ['right 3 (initiate): sends documents, changes no details', company(3), uploads],
    ['right 4 (confirmed): sends documents, changes no details', company(4), uploads],
    ['right 5 (uploading): sends documents only', company(5), uploads],
    [
      'an admin acting for another customer: reads only',
      { customer: admin, fromCustomerId: 40, accessRights: 2 },
      {
        canManage: false,
        canUpload: false,
        canChangeLogin: false,
      },
    ],
  ])('%s', (_case, holder, expected) => {
    expect(rightsOf(holder)).toEqual(expected);
  });
});
