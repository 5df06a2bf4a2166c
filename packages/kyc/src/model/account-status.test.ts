import {
  type AccountStatus,
  accountStatus,
  hasPendingDocuments,
  limitReasonsAnswered,
  type RequiredAction,
  requiredActions,
  type StatusInput,
} from './account-status';

const doc = (statusId: number) => ({ statusId });
const address = (overrides: Partial<StatusInput['addresses'][number]> = {}): StatusInput['addresses'][number] => ({
  confirmed: true,
  addressStatus: 1,
  isDocumentRequired: false,
  isDocumentOutOfDate: false,
  isCardDocumentRequired: false,
  uploadedDocuments: [],
  ...overrides,
});

/** A verified personal customer with nothing to do. */
const base: StatusInput = {
  customerType: 0,
  verified: true,
  limited: false,
  isRepresentative: false,
  taxFormStatus: 'validated',
  addresses: [address()],
  proofOfResidence: { status: 'validated', uploadedDocuments: [] },
  identityDocuments: [{ statusId: 2, uploadedDocuments: [doc(2)] }],
  phones: [{ confirmed: true }],
  videoIdentityStatus: 'none',
  limitReasons: [],
  dueDiligence: null,
};
const input = (overrides: Partial<StatusInput>): StatusInput => ({ ...base, ...overrides });

const answered = [{ requirementDocuments: [{ uploadedDocuments: [doc(41)] }] }];
const unanswered = [{ requirementDocuments: [{ uploadedDocuments: [] }] }, ...answered];
const unverified = { verified: false } as const;

// Each row takes one branch of spec 4.3, and the rows above it in the table are what it outranks.
const branches: [string, Partial<StatusInput>, AccountStatus][] = [
  ['1 a representative, even limited with nothing uploaded', { isRepresentative: true, limited: true }, 'checked'],
  ['2 limited, every limit reason answered', { limited: true, limitReasons: answered }, 'processing'],
  ['2 limited, one reason still asks', { limited: true, limitReasons: unanswered }, 'limited'],
  ['2 limited with no reason listed', { limited: true, limitReasons: [] }, 'limited'],
  ['2 limited outranks due diligence', { limited: true, dueDiligence: { uploadedDocuments: [] } }, 'limited'],
  ['3 duplicate documents, nothing uploaded', { dueDiligence: { uploadedDocuments: [] } }, 'duplicateDocuments'],
  [
    '3 duplicate documents, a rejected upload',
    { dueDiligence: { uploadedDocuments: [doc(26)] } },
    'duplicateDocuments',
  ],
  ['3 duplicate documents uploaded', { dueDiligence: { uploadedDocuments: [doc(0)] } }, 'duplicateDocumentsUploaded'],
  [
    '3 due diligence outranks the card document',
    { dueDiligence: { uploadedDocuments: [] }, addresses: [address({ isCardDocumentRequired: true })] },
    'duplicateDocuments',
  ],
  [
    '4 a card document requirement',
    { addresses: [address({ isCardDocumentRequired: true })] },
    'someCardDocumentRequired',
  ],
  [
    // The sandbox's case: a card of another bank failed its verification; the home address's older proof does not count.
    '4 a confirmed home address with an older proof, flagged for the card',
    { addresses: [address({ isCardDocumentRequired: true, uploadedDocuments: [doc(2)] })] },
    'someCardDocumentRequired',
  ],
  [
    '4 applies to an unverified customer too',
    { ...unverified, addresses: [address({ isCardDocumentRequired: true })] },
    'someCardDocumentRequired',
  ],
  [
    '4 outranks required actions',
    { addresses: [address({ isCardDocumentRequired: true })], phones: [{ confirmed: false }] },
    'someCardDocumentRequired',
  ],
  ['5 verified with a required action', { phones: [{ confirmed: false }] }, 'hasRequiredActions'],
  [
    '6 unverified, limit documents uploaded',
    { ...unverified, limitReasons: answered, phones: [{ confirmed: false }] },
    'processing',
  ],
  ['6 unverified, actions outstanding', { ...unverified, phones: [{ confirmed: false }] }, 'unverified'],
  [
    '6 unverified, a document pending',
    { ...unverified, identityDocuments: [{ statusId: 0, uploadedDocuments: [doc(0)] }] },
    'verificationProcessing',
  ],
  ['6 unverified, nothing pending, personal', { ...unverified }, 'finalReview'],
  ['6 unverified, nothing pending, business', { ...unverified, customerType: 2 }, 'checked'],
  ['7 verified, nothing to do', {}, 'checked'],
];

test.each(branches)('%s → %s', (_name, overrides, expected) => {
  expect(accountStatus(input(overrides)).status).toBe(expected);
});

test('a representative has no actions to show', () => {
  expect(accountStatus(input({ isRepresentative: true, phones: [{ confirmed: false }] })).actions).toEqual([]);
});

// Required actions (spec 4.3): each row changes one thing from a customer who has none.
const actionRows: [string, Partial<StatusInput>, RequiredAction[]][] = [
  ['nothing to do', {}, []],
  ['tax form none (personal)', { taxFormStatus: 'none' }, ['taxForm']],
  ['tax form rejected (personal)', { taxFormStatus: 'rejected' }, ['taxForm']],
  ['tax form pending', { taxFormStatus: 'pending' }, []],
  ['tax form expiring soon', { taxFormStatus: 'expiredSoon' }, []],
  ['tax form none for a business', { taxFormStatus: 'none', customerType: 2 }, []],
  ['no address', { addresses: [] }, ['addressMissing']],
  ['an address not confirmed by the person', { addresses: [address({ confirmed: false })] }, ['addressConfirmation']],
  ['a rejected address', { addresses: [address({ addressStatus: 3 })] }, ['addressConfirmation']],
  ['an address with a name mismatch', { addresses: [address({ addressStatus: 4 })] }, ['addressConfirmation']],
  ['a pending address', { addresses: [address({ addressStatus: 2, uploadedDocuments: [doc(41)] })] }, []],
  ['a proof of address asked for', { addresses: [address({ isDocumentRequired: true })] }, ['addressConfirmation']],
  [
    'a proof of address asked for and under review',
    { addresses: [address({ isDocumentRequired: true, uploadedDocuments: [doc(31)] })] },
    [],
  ],
  ['a proof of address out of date', { addresses: [address({ isDocumentOutOfDate: true })] }, ['addressConfirmation']],
  [
    'two addresses that need confirming count once',
    { addresses: [address({ confirmed: false }), address({ addressStatus: 3 })] },
    ['addressConfirmation'],
  ],
  ['proof of residence none', { proofOfResidence: { status: 'none', uploadedDocuments: [] } }, ['proofOfResidence']],
  [
    'proof of residence rejected',
    { proofOfResidence: { status: 'rejected', uploadedDocuments: [] } },
    ['proofOfResidence'],
  ],
  [
    'proof of residence expiring soon',
    { proofOfResidence: { status: 'expiredSoon', uploadedDocuments: [] } },
    ['proofOfResidence'],
  ],
  ['proof of residence pending', { proofOfResidence: { status: 'pending', uploadedDocuments: [] } }, []],
  ['identity missing', { identityDocuments: [] }, ['identity']],
  ['identity name mismatch', { identityDocuments: [{ statusId: 64, uploadedDocuments: [] }] }, ['identity']],
  ['identity rejected', { identityDocuments: [{ statusId: 26, uploadedDocuments: [] }] }, ['identity']],
  ['identity canceled', { identityDocuments: [{ statusId: 4, uploadedDocuments: [] }] }, ['identity']],
  ['identity expired', { identityDocuments: [{ statusId: 38, uploadedDocuments: [] }] }, ['identity']],
  ['identity submitted', { identityDocuments: [{ statusId: 0, uploadedDocuments: [] }] }, []],
  [
    'a rejected identity beside a pending one',
    {
      identityDocuments: [
        { statusId: 26, uploadedDocuments: [] },
        { statusId: 41, uploadedDocuments: [] },
      ],
    },
    [],
  ],
  ['no phone at all asks nothing (WIRE.md)', { phones: [] }, []],
  ['phone unconfirmed', { phones: [{ confirmed: false }] }, ['phone']],
  ['an unconfirmed phone beside a confirmed one', { phones: [{ confirmed: false }, { confirmed: true }] }, []],
  ['video identity rejected', { videoIdentityStatus: 'rejected' }, ['videoIdentity']],
  ['video identity pending', { videoIdentityStatus: 'pending' }, []],
  [
    'several at once, in the spec order',
    { phones: [{ confirmed: false }], identityDocuments: [], taxFormStatus: 'none', videoIdentityStatus: 'rejected' },
    ['taxForm', 'identity', 'phone', 'videoIdentity'],
  ],
];

test.each(actionRows)('required actions: %s', (_name, overrides, expected) => {
  expect(requiredActions(input(overrides))).toEqual(expected);
  expect(accountStatus(input(overrides)).actions).toEqual(expected);
});

// The pending-document rule: pending 41, submitted 0 and under investigation 31 wait; others do not.
test.each([
  [0, true],
  [31, true],
  [41, true],
  [2, false],
  [4, false],
  [5, false],
  [26, false],
  [38, false],
  [64, false],
])('an address document in status %i is pending: %s', (statusId, pending) => {
  expect(hasPendingDocuments(input({ addresses: [address({ uploadedDocuments: [doc(statusId)] })] }))).toBe(pending);
});

test.each<[string, Partial<StatusInput>]>([
  ['an identity document', { identityDocuments: [{ statusId: 41, uploadedDocuments: [] }] }],
  ['a page of an identity document', { identityDocuments: [{ statusId: 2, uploadedDocuments: [doc(0)] }] }],
  ['a proof of residence upload', { proofOfResidence: { status: 'validated', uploadedDocuments: [doc(31)] } }],
  ['a proof of residence under review', { proofOfResidence: { status: 'pending', uploadedDocuments: [] } }],
  ['a limit-reason upload', { limitReasons: answered }],
  ['a due-diligence upload', { dueDiligence: { uploadedDocuments: [doc(41)] } }],
  ['a video identity', { videoIdentityStatus: 'pending' }],
])('%s waiting for review counts as pending', (_name, overrides) => {
  expect(hasPendingDocuments(input(overrides))).toBe(true);
});

test('nothing waiting: not pending', () => {
  expect(hasPendingDocuments(base)).toBe(false);
});

test.each([
  ['no reasons', [], false],
  ['one answered', answered, true],
  ['one of two answered', unanswered, false],
  ['a reason asking nothing', [{ requirementDocuments: [] }], true],
  ['only a rejected upload', [{ requirementDocuments: [{ uploadedDocuments: [doc(26)] }] }], false],
  ['a confirmed upload', [{ requirementDocuments: [{ uploadedDocuments: [doc(2)] }] }], true],
  [
    'every asked document of a reason is needed',
    [{ requirementDocuments: [{ uploadedDocuments: [doc(41)] }, { uploadedDocuments: [] }] }],
    false,
  ],
] as const)('limit reasons answered: %s → %s', (_name, reasons, expected) => {
  expect(limitReasonsAnswered(reasons)).toBe(expected);
});
