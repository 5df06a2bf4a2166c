// The account status (identity spec 4.3): one pure function of what `kycCustomerInfoGet` answers, in the
// spec's priority order, with the required-action counting and the pending-document rule.
import { isLiveDocument, isPendingDocument } from './document-status';

export const accountStatuses = [
  'checked',
  'processing',
  'limited',
  'duplicateDocumentsUploaded',
  'duplicateDocuments',
  'someCardDocumentRequired',
  'hasRequiredActions',
  'unverified',
  'verificationProcessing',
  'finalReview',
] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** One thing the person must do (spec 4.3 "Required actions counted"). */
export type RequiredAction =
  | 'taxForm'
  | 'addressMissing'
  | 'addressConfirmation'
  | 'proofOfResidence'
  | 'identity'
  | 'phone'
  | 'videoIdentity';

interface Doc {
  statusId: number;
}

export interface StatusInput {
  customerType: number;
  verified: boolean;
  limited: boolean;
  isRepresentative: boolean;
  taxFormStatus: string;
  addresses: readonly {
    confirmed: boolean;
    addressStatus: number;
    isDocumentRequired: boolean;
    isDocumentOutOfDate: boolean;
    isCardDocumentRequired: boolean;
    uploadedDocuments: readonly Doc[];
  }[];
  proofOfResidence: { status: string; uploadedDocuments: readonly Doc[] };
  identityDocuments: readonly { statusId: number; uploadedDocuments: readonly Doc[] }[];
  phones: readonly { confirmed: boolean }[];
  videoIdentityStatus: string;
  limitReasons: readonly { requirementDocuments: readonly { uploadedDocuments: readonly Doc[] }[] }[];
  dueDiligence: { uploadedDocuments: readonly Doc[] } | null;
}

export interface AccountStatusResult {
  status: AccountStatus;
  /** The person's outstanding actions, in the spec's order, each at most once: what "N things to do" counts. */
  actions: RequiredAction[];
}

const PERSONAL = 0;
const ADDRESS_REJECTED = 3;
const ADDRESS_NAME_MISMATCH = 4;

const hasPending = (docs: readonly Doc[]) => docs.some((doc) => isPendingDocument(doc.statusId));
const hasLive = (docs: readonly Doc[]) => docs.some((doc) => isLiveDocument(doc.statusId));

/**
 * A limit reason counts as answered when each document it asks for has an upload that stands (waiting for
 * review or confirmed); with no limit reason at all nothing is answered (the person can only ask support).
 */
export function limitReasonsAnswered(reasons: StatusInput['limitReasons']): boolean {
  return (
    reasons.length > 0 &&
    reasons.every((reason) => reason.requirementDocuments.every((required) => hasLive(required.uploadedDocuments)))
  );
}

/** An address needs the person: not confirmed by them, refused, or its proof asked for and not under review. */
function addressNeedsAction(address: StatusInput['addresses'][number]): boolean {
  if (!address.confirmed) return true;
  if (address.addressStatus === ADDRESS_REJECTED || address.addressStatus === ADDRESS_NAME_MISMATCH) return true;
  return (address.isDocumentRequired || address.isDocumentOutOfDate) && !hasPending(address.uploadedDocuments);
}

/** The required actions of spec 4.3, counted as listed there: each kind at most once. */
export function requiredActions(input: StatusInput): RequiredAction[] {
  const actions: RequiredAction[] = [];
  if (input.customerType === PERSONAL && (input.taxFormStatus === 'none' || input.taxFormStatus === 'rejected')) {
    actions.push('taxForm');
  }
  if (input.addresses.length === 0) actions.push('addressMissing');
  // one action however many addresses need one: the spec counts "address needing confirmation" once
  if (input.addresses.some(addressNeedsAction)) actions.push('addressConfirmation');
  if (['expiredSoon', 'none', 'rejected'].includes(input.proofOfResidence.status)) actions.push('proofOfResidence');
  // missing, name mismatch, rejected or canceled: no identity document stands (expired and deleted are gone too)
  if (!input.identityDocuments.some((document) => isLiveDocument(document.statusId))) actions.push('identity');
  // a listed phone none of which is confirmed; no phone at all asks nothing (WIRE.md "Account status inputs")
  if (input.phones.length > 0 && !input.phones.some((phone) => phone.confirmed)) actions.push('phone');
  if (input.videoIdentityStatus === 'rejected') actions.push('videoIdentity');
  return actions;
}

/**
 * The actions the person is told about ("N things to do" and the list beside it): the required actions, none for a
 * checked account. One list for every count on screen, so a number and the items shown beside it always agree.
 */
export const shownActions = ({ status, actions }: AccountStatusResult): readonly RequiredAction[] =>
  status === 'checked' ? [] : actions;

/** Whether any document of the person waits for the bank (pending, submitted or under investigation). */
export function hasPendingDocuments(input: StatusInput): boolean {
  const documents: Doc[] = [
    ...input.addresses.flatMap((address) => address.uploadedDocuments),
    ...input.proofOfResidence.uploadedDocuments,
    ...input.identityDocuments.flatMap((document) => [document, ...document.uploadedDocuments]),
    ...input.limitReasons.flatMap((reason) => reason.requirementDocuments.flatMap((r) => r.uploadedDocuments)),
    ...(input.dueDiligence?.uploadedDocuments ?? []),
  ];
  return (
    hasPending(documents) || input.videoIdentityStatus === 'pending' || input.proofOfResidence.status === 'pending'
  );
}

/** The account status, first applicable of spec 4.3's seven steps. */
export function accountStatus(input: StatusInput): AccountStatusResult {
  const actions = requiredActions(input);
  const result = (status: AccountStatus) => ({ status, actions });
  // 1. representatives see their account as checked
  if (input.isRepresentative) return { status: 'checked', actions: [] };
  // 2. limited: processing once every limit reason has documents for review
  if (input.limited) return result(limitReasonsAnswered(input.limitReasons) ? 'processing' : 'limited');
  // 3. duplicate-documents due diligence
  if (input.dueDiligence) {
    return result(hasLive(input.dueDiligence.uploadedDocuments) ? 'duplicateDocumentsUploaded' : 'duplicateDocuments');
  }
  // 4. a card document requirement
  if (input.addresses.some((address) => address.isCardDocumentRequired)) return result('someCardDocumentRequired');
  if (input.verified) {
    // 5. a verified customer with required actions (an unverified one is judged in step 6)
    return result(actions.length > 0 ? 'hasRequiredActions' : 'checked');
  }
  // 6. unverified
  if (limitReasonsAnswered(input.limitReasons)) return result('processing');
  if (actions.length > 0) return result('unverified');
  if (hasPendingDocuments(input)) return result('verificationProcessing');
  return result(input.customerType === PERSONAL ? 'finalReview' : 'checked');
}
