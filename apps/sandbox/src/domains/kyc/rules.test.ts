// @vitest-environment node
// The pure rules: file types by their first bytes, the document rules, the required actions and the
// verified / limit rules, the IP privacy play.
import { sniffFileType } from '../../api/uploads.ts';
import { documentRuleErrors, type UploadCandidate } from './document-types.ts';
import { ipPrivacy } from './privacy.ts';
import { type KycFacts, limitDocumentsGiven, limitLifted, qualifiesAsVerified, requiredActions } from './rules.ts';
import type { LimitReasonView } from './views.ts';

const today = new Date('2026-11-24T12:00:00Z');

test.each([
  ['JPEG', [0xff, 0xd8, 0xff, 0xe0, 0, 0], 'image/jpeg'],
  ['PNG', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0], 'image/png'],
  ['PDF', [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31], 'application/pdf'],
  ['a Windows executable', [0x4d, 0x5a, 0x90, 0x00], null],
  ['an ELF executable', [0x7f, 0x45, 0x4c, 0x46], null],
  ['a truncated PNG signature', [0x89, 0x50, 0x4e], null],
  ['HTML', [...new TextEncoder().encode('<html>')], null],
  ['nothing', [], null],
])('%s is judged %s by its first bytes', (_, head, type) => {
  expect(sniffFileType(new Uint8Array(head))).toBe(type);
});

const candidate = (overrides: Partial<UploadCandidate>): UploadCandidate => ({
  documentTypeId: 1,
  countryCode: 'GB',
  hasFront: true,
  hasBack: false,
  frontPart: 'front',
  today,
  ...overrides,
});

test.each([
  ['a passport, front only', {}, []],
  ['an identity card with both pages', { documentTypeId: 2, hasBack: true }, []],
  ['an identity card without its back', { documentTypeId: 2 }, ['back']],
  ['a driving licence without its back', { documentTypeId: 3 }, ['back']],
  ['a residence permit without its back', { documentTypeId: 50 }, ['back']],
  ['a passport with a back page', { hasBack: true }, ['back']],
  ['no front page', { hasFront: false }, ['front']],
  ['type 88 from RU', { documentTypeId: 88, countryCode: 'RU', hasBack: true }, []],
  ['type 88 from UA', { documentTypeId: 88, countryCode: 'ua', hasBack: true }, []],
  ['type 88 from GB', { documentTypeId: 88, countryCode: 'GB', hasBack: true }, ['countryCode']],
  ['type 88 without a country', { documentTypeId: 88, countryCode: undefined, hasBack: true }, ['countryCode']],
  ['an unknown type', { documentTypeId: 7 }, ['documentTypeId']],
  ['a utility bill 90 days old', { documentTypeId: 20, frontPart: 'file', issuedDate: '2026-08-26' }, []],
  ['a utility bill 91 days old', { documentTypeId: 20, frontPart: 'file', issuedDate: '2026-08-25' }, ['issuedDate']],
  ['a bank statement 91 days old', { documentTypeId: 21, frontPart: 'file', issuedDate: '2026-08-25' }, ['issuedDate']],
  ['a phone bill 91 days old', { documentTypeId: 30, frontPart: 'file', issuedDate: '2026-08-25' }, ['issuedDate']],
  ['a tax notice a year old', { documentTypeId: 22, frontPart: 'file', issuedDate: '2025-11-01' }, []],
  ['a tenancy agreement two years old', { documentTypeId: 23, frontPart: 'file', issuedDate: '2024-11-01' }, []],
  ['a utility bill without its date', { documentTypeId: 20, frontPart: 'file' }, ['issuedDate']],
  ['a utility bill from tomorrow', { documentTypeId: 20, frontPart: 'file', issuedDate: '2026-11-25' }, ['issuedDate']],
  ['source of funds a year old', { documentTypeId: 41, frontPart: 'file', issuedDate: '2025-11-01' }, []],
  ['a passport for an address upload', { categoryIds: [2] }, ['documentTypeId']],
  [
    'a utility bill of no real day',
    { documentTypeId: 20, frontPart: 'file', issuedDate: '2026-02-30' },
    ['issuedDate'],
  ],
  ['a business utility bill 90 days old', { documentTypeId: 70, frontPart: 'file', issuedDate: '2026-08-26' }, []],
  [
    'a business utility bill 91 days old',
    { documentTypeId: 70, frontPart: 'file', issuedDate: '2026-08-25' },
    ['issuedDate'],
  ],
  ['a business utility bill without its date', { documentTypeId: 70, frontPart: 'file' }, ['issuedDate']],
  ['a business lease two years old', { documentTypeId: 72, frontPart: 'file', issuedDate: '2024-11-01' }, []],
  ['articles of association without a date', { documentTypeId: 61, frontPart: 'file' }, []],
  [
    'a certificate of good standing from tomorrow',
    { documentTypeId: 64, frontPart: 'file', issuedDate: '2026-11-25' },
    ['issuedDate'],
  ],
] as const)('%s: refused on %j', (_, overrides, params) => {
  expect(documentRuleErrors(candidate(overrides)).map((error) => error.param)).toEqual(params);
});

const facts = (overrides: Partial<KycFacts> = {}): KycFacts => ({
  customerType: 0,
  taxFormStatus: 'validated',
  addresses: [{ addressStatus: 1, confirmed: true } as KycFacts['addresses'][number]],
  proofOfResidence: { status: 'validated' },
  identityDocuments: [{ statusId: 2 } as KycFacts['identityDocuments'][number]],
  phones: [{ confirmed: true } as KycFacts['phones'][number]],
  videoIdentityStatus: 'none',
  questionnaireDone: true,
  ...overrides,
});
const doc = (statusId: number) => ({ statusId }) as KycFacts['identityDocuments'][number];

test.each([
  ['nothing open', {}, []],
  ['tax form none (personal)', { taxFormStatus: 'none' }, ['taxForm']],
  ['tax form rejected', { taxFormStatus: 'rejected' }, ['taxForm']],
  ['tax form none for a business', { taxFormStatus: 'none', customerType: 2 }, []],
  ['tax form notRequired', { taxFormStatus: 'notRequired' }, []],
  ['no address', { addresses: [] }, ['address']],
  ['an address the person has not confirmed', { addresses: [{ addressStatus: 0, confirmed: false }] }, ['address']],
  ['proof of residence none', { proofOfResidence: { status: 'none' } }, ['proofOfResidence']],
  ['proof of residence expiredSoon', { proofOfResidence: { status: 'expiredSoon' } }, ['proofOfResidence']],
  ['proof of residence pending', { proofOfResidence: { status: 'pending' } }, []],
  ['no identity document', { identityDocuments: [] }, ['identity']],
  ['identity rejected', { identityDocuments: [doc(26)] }, ['identity']],
  ['identity name mismatch', { identityDocuments: [doc(64)] }, ['identity']],
  ['identity canceled', { identityDocuments: [doc(4)] }, ['identity']],
  ['identity submitted', { identityDocuments: [doc(0)] }, []],
  ['a rejected and a submitted identity', { identityDocuments: [doc(26), doc(0)] }, []],
  ['an unconfirmed phone', { phones: [{ confirmed: false }] }, ['phone']],
  ['no phone at all', { phones: [] }, []],
  ['video identity rejected', { videoIdentityStatus: 'rejected' }, ['videoIdentity']],
] as const)('required actions with %s: %j', (_, overrides, actions) => {
  expect(requiredActions(facts(overrides as unknown as Partial<KycFacts>))).toEqual(actions);
});

test.each([
  ['everything confirmed', {}, true],
  ['the identity only submitted', { identityDocuments: [doc(0)] }, false],
  ['no confirmed phone', { phones: [{ confirmed: false }] }, false],
  ['no phone', { phones: [] }, false],
  ['the address pending', { addresses: [{ addressStatus: 2, confirmed: true }] }, false],
  ['an open action (tax form none)', { taxFormStatus: 'none' }, false],
  ['a business', { customerType: 2 }, false],
] as const)('verified with %s: %s', (_, overrides, verified) => {
  expect(qualifiesAsVerified(facts(overrides as unknown as Partial<KycFacts>))).toBe(verified);
});

const reason = (...statuses: number[][]): LimitReasonView => ({
  id: 1,
  actionTypeId: 1,
  name: 'r',
  requirementDocuments: statuses.map((list, i) => ({
    documentTypeId: i,
    name: 'd',
    uploadedDocuments: list.map((statusId, id) => ({ id, statusId, isSubDocument: false }) as never),
  })),
});

test.each([
  ['every requirement confirmed', [reason([2]), reason([26, 2])], true, true],
  ['one requirement waiting for review', [reason([2]), reason([41])], false, true],
  ['one requirement submitted', [reason([0], [2])], false, true],
  ['one requirement without an upload', [reason([2]), reason([])], false, false],
  ['one requirement only rejected', [reason([26])], false, false],
] as const)('limit reasons with %s: lifted %s, documents given %s', (_, reasons, lifted, given) => {
  expect(limitLifted([...reasons])).toBe(lifted);
  expect(limitDocumentsGiven([...reasons])).toBe(given);
});

test.each([
  ['127.0.0.1', 'GB', true, 'GB'],
  ['::1', 'GB', true, 'GB'],
  ['::ffff:127.0.0.1', 'PL', true, 'PL'],
  ['192.168.1.20', 'DE', true, 'DE'],
  ['198.51.100.7', 'DE', false, null],
  ['203.0.113.9', 'DE', false, null],
  ['8.8.8.8', 'DE', true, null],
] as const)('%s: clean %s, country %s', (ip, residence, clean, country) => {
  const answer = ipPrivacy(ip, residence);
  expect(answer.clean).toBe(clean);
  expect(answer.country_code).toBe(country);
  expect(answer.clean).toBe(!Object.values(answer.privacy).some(Boolean));
});
