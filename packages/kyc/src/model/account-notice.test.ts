import { type AccountNotice, accountNotice, type NoticeInput, type NoticePlace, noticeTarget } from './account-notice';

const TODAY = '2026-12-01';
const doc = (statusId: number) => ({ statusId });
const passport = (overrides: Partial<NoticeInput['identityDocuments'][number]> = {}) => ({
  statusId: 2,
  type: 'Passport',
  expiresDate: '2031-05-09',
  uploadedDocuments: [],
  ...overrides,
});

/** A verified personal customer with nothing to do and nothing expiring. */
const base: NoticeInput = {
  customerType: 0,
  verified: true,
  limited: false,
  isRepresentative: false,
  taxFormStatus: 'validated',
  addresses: [
    {
      confirmed: true,
      addressStatus: 1,
      isDocumentRequired: false,
      isDocumentOutOfDate: false,
      isCardDocumentRequired: false,
      uploadedDocuments: [],
    },
  ],
  proofOfResidence: { status: 'validated', uploadedDocuments: [] },
  identityDocuments: [passport()],
  phones: [{ confirmed: true }],
  videoIdentityStatus: 'none',
  limitReasons: [],
  dueDiligence: null,
};

/** lina: limited, a proof of address with no upload, a source of funds waiting for review. */
const lina: NoticeInput = {
  ...base,
  limited: true,
  limitReasons: [
    { name: 'Proof of address', requirementDocuments: [{ uploadedDocuments: [] }] },
    { name: 'Source of funds', requirementDocuments: [{ uploadedDocuments: [doc(41)] }] },
  ],
};
const linaAnswered: NoticeInput = {
  ...lina,
  limitReasons: lina.limitReasons.map((reason) => ({
    ...reason,
    requirementDocuments: [{ uploadedDocuments: [doc(0)] }],
  })),
};
const unverified: NoticeInput = { ...base, verified: false, phones: [{ confirmed: false }] };
const unverifiedInReview: NoticeInput = { ...base, verified: false, identityDocuments: [passport({ statusId: 41 })] };
const duplicate: NoticeInput = { ...base, dueDiligence: { uploadedDocuments: [] } };
const cardDocument: NoticeInput = {
  ...base,
  addresses: [{ ...(base.addresses[0] as NoticeInput['addresses'][number]), isCardDocumentRequired: true }],
};
const passportSoon: NoticeInput = { ...base, identityDocuments: [passport({ expiresDate: '2026-12-31' })] };
const phoneToConfirm: NoticeInput = { ...base, phones: [{ confirmed: false }] };

describe('accountNotice: what the notice tells where the person is', () => {
  test.each<[string, NoticeInput, NoticePlace, AccountNotice['kind'] | null]>([
    ['nothing to tell', base, 'home', null],
    ['limited, a reason unanswered: home', lina, 'home', 'limited'],
    ['limited: beside the transfers', lina, 'transfers', 'limited'],
    ['limited: beside the cards', lina, 'cards', 'limited'],
    ['limited, every reason answered', linaAnswered, 'transfers', 'limitedInReview'],
    ['not verified, things to do', unverified, 'transfers', 'unverified'],
    ['not verified, documents under review', unverifiedInReview, 'home', 'inReview'],
    ['found on another account', duplicate, 'cards', 'duplicateDocuments'],
    ['a card needs a proof of address: cards', cardDocument, 'cards', 'cardDocument'],
    ['a card needs a proof of address: home', cardDocument, 'home', 'cardDocument'],
    ['a card needs a proof of address: not the transfers', cardDocument, 'transfers', null],
    ['a passport expiring in 30 days: home', passportSoon, 'home', 'expiring'],
    ['expiring documents limit nothing yet: not the transfers', passportSoon, 'transfers', null],
    ['a verified person with a phone to confirm: home', phoneToConfirm, 'home', 'actionsNeeded'],
    ['a representative is checked', { ...lina, isRepresentative: true }, 'home', null],
  ])('%s', (_label, input, place, kind) => {
    expect(accountNotice(input, TODAY, place)?.kind ?? null).toBe(kind);
  });

  test('a limited account lists its reasons, each with whether its documents are in', () => {
    expect(accountNotice(lina, TODAY, 'home')).toEqual({
      kind: 'limited',
      reasons: [
        { name: 'Proof of address', answered: false },
        { name: 'Source of funds', answered: true },
      ],
    });
  });

  test.each<[string, Partial<NoticeInput>, unknown[]]>([
    [
      'a passport expiring on the 30th day',
      { identityDocuments: [passport({ expiresDate: '2026-12-31' })] },
      [{ kind: 'identity', type: 'Passport', expiresDate: '2026-12-31', expired: false }],
    ],
    [
      'a passport expiring on the 31st day is not yet told',
      { identityDocuments: [passport({ expiresDate: '2027-01-01' })] },
      [],
    ],
    [
      'a confirmed passport past its date',
      { identityDocuments: [passport({ expiresDate: '2026-11-30' })] },
      [{ kind: 'identity', type: 'Passport', expiresDate: '2026-11-30', expired: true }],
    ],
    [
      'a rejected passport is not a document that expires',
      { identityDocuments: [passport(), passport({ statusId: 26, expiresDate: '2026-12-02' })] },
      [],
    ],
    [
      'proof of residence expiring',
      { proofOfResidence: { status: 'expiredSoon', uploadedDocuments: [] } },
      [{ kind: 'proofOfResidence' }],
    ],
    ['tax self-certification expiring', { taxFormStatus: 'expiredSoon' }, [{ kind: 'taxForm' }]],
    [
      'an address proof out of date',
      { addresses: [{ ...(base.addresses[0] as NoticeInput['addresses'][number]), isDocumentOutOfDate: true }] },
      [{ kind: 'addressProof' }],
    ],
    [
      'an address proof out of date with a new one under review',
      {
        addresses: [
          {
            ...(base.addresses[0] as NoticeInput['addresses'][number]),
            isDocumentOutOfDate: true,
            uploadedDocuments: [doc(41)],
          },
        ],
      },
      [],
    ],
  ])('%s', (_label, change, documents) => {
    const notice = accountNotice({ ...base, ...change }, TODAY, 'home');
    expect(notice?.kind === 'expiring' ? notice.documents : []).toEqual(documents);
  });

  test.each<[AccountNotice, string]>([
    [{ kind: 'limited', reasons: [] }, '/limited-account'],
    [{ kind: 'limitedInReview', reasons: [] }, '/limited-account'],
    [{ kind: 'unverified', actions: ['phone'] }, '/unverified-account'],
    [{ kind: 'inReview' }, '/profile'],
    [{ kind: 'expiring', documents: [{ kind: 'taxForm' }] }, '/profile'],
  ])('%o leads to %s', (notice, target) => {
    expect(noticeTarget(notice)).toBe(target);
  });
});
