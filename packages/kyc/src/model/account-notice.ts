// What the account's notice says where the person is (home, the transfers and card pages): the status of spec 4.3
// read for what it limits, and the documents about to expire. One pure function of `kycCustomerInfoGet`.
import { daysBetween } from '@paydeck/api-client/calendar';
import { type AccountStatusResult, accountStatus, type RequiredAction, type StatusInput } from './account-status';
import { isLiveDocument, isPendingDocument } from './document-status';

/** Where a notice is placed: home says everything; a page of money or cards only what limits its actions. */
export type NoticePlace = 'home' | 'transfers' | 'cards';

/** A limit reason as the notice lists it: its name (the bank's words) and whether every document it asks for is in. */
export interface NoticeReason {
  name: string;
  answered: boolean;
}

export type ExpiringDocument =
  | { kind: 'identity'; type: string; expiresDate: string; expired: boolean }
  | { kind: 'proofOfResidence' | 'taxForm' | 'addressProof' };

export type AccountNotice =
  /** Limited, some reason still asks for a document: sending money may be refused until they are sent. */
  | { kind: 'limited'; reasons: NoticeReason[] }
  /** Limited, every reason answered: the bank is reviewing them. */
  | { kind: 'limitedInReview'; reasons: NoticeReason[] }
  /** Not verified, with things to do. */
  | { kind: 'unverified'; actions: RequiredAction[] }
  /** Not verified (or found on another account), everything sent: the bank is reviewing it. */
  | { kind: 'inReview' }
  /** Details found on another account: documents asked for. */
  | { kind: 'duplicateDocuments' }
  /** A card needs a recent proof of address. */
  | { kind: 'cardDocument' }
  /** Verified; documents expire within EXPIRY_NOTICE_DAYS (or have): nothing is limited yet. */
  | { kind: 'expiring'; documents: ExpiringDocument[] }
  /** Verified with other things to do (an address to confirm, a phone…). */
  | { kind: 'actionsNeeded'; actions: RequiredAction[] };

export type AccountNoticeKind = AccountNotice['kind'];

/** A document expiring within this many days is announced (the spec names no lead time). */
export const EXPIRY_NOTICE_DAYS = 30;

/** The notices that say an action may be refused: shown beside those actions too, not only on home. */
const limitingKinds: ReadonlySet<AccountNoticeKind> = new Set([
  'limited',
  'limitedInReview',
  'unverified',
  'inReview',
  'duplicateDocuments',
]);

export interface NoticeInput extends StatusInput {
  limitReasons: readonly {
    name: string;
    requirementDocuments: readonly { uploadedDocuments: readonly { statusId: number }[] }[];
  }[];
  identityDocuments: readonly (StatusInput['identityDocuments'][number] & {
    type: string;
    expiresDate: string | null;
  })[];
}

const reasonsOf = (input: NoticeInput): NoticeReason[] =>
  input.limitReasons.map((reason) => ({
    name: reason.name,
    answered: reason.requirementDocuments.every((required) =>
      required.uploadedDocuments.some((document) => isLiveDocument(document.statusId)),
    ),
  }));

/** The documents that expire within EXPIRY_NOTICE_DAYS of `today` (or have), in the order the profile lists them. */
export function expiringDocuments(input: NoticeInput, today: string): ExpiringDocument[] {
  const found: ExpiringDocument[] = [];
  for (const document of input.identityDocuments) {
    if (!isLiveDocument(document.statusId) || !document.expiresDate) continue;
    const daysLeft = daysBetween(today, document.expiresDate);
    if (daysLeft <= EXPIRY_NOTICE_DAYS) {
      found.push({ kind: 'identity', type: document.type, expiresDate: document.expiresDate, expired: daysLeft < 0 });
    }
  }
  if (input.proofOfResidence.status === 'expiredSoon') found.push({ kind: 'proofOfResidence' });
  if (input.taxFormStatus === 'expiredSoon') found.push({ kind: 'taxForm' });
  const outOfDate = input.addresses.some(
    (address) =>
      address.isDocumentOutOfDate && !address.uploadedDocuments.some((doc) => isPendingDocument(doc.statusId)),
  );
  if (outOfDate) found.push({ kind: 'addressProof' });
  return found;
}

function noticeOf(input: NoticeInput, { status, actions }: AccountStatusResult, today: string): AccountNotice | null {
  switch (status) {
    case 'limited':
      return { kind: 'limited', reasons: reasonsOf(input) };
    case 'processing':
      return input.limited ? { kind: 'limitedInReview', reasons: reasonsOf(input) } : { kind: 'inReview' };
    case 'unverified':
      return { kind: 'unverified', actions };
    case 'verificationProcessing':
    case 'finalReview':
    case 'duplicateDocumentsUploaded':
      return { kind: 'inReview' };
    case 'duplicateDocuments':
      return { kind: 'duplicateDocuments' };
    case 'someCardDocumentRequired':
      return { kind: 'cardDocument' };
    case 'hasRequiredActions':
    case 'checked': {
      const documents = input.verified ? expiringDocuments(input, today) : [];
      if (documents.length > 0) return { kind: 'expiring', documents };
      return status === 'hasRequiredActions' ? { kind: 'actionsNeeded', actions } : null;
    }
  }
}

/**
 * The notice for `place`, or null when there is nothing to tell there: home tells every state; the transfers pages
 * only what may refuse a payment; the card pages that too, and a card's missing proof of address.
 */
export function accountNotice(input: NoticeInput, today: string, place: NoticePlace): AccountNotice | null {
  const notice = noticeOf(input, accountStatus(input), today);
  if (!notice || place === 'home') return notice;
  if (limitingKinds.has(notice.kind)) return notice;
  return place === 'cards' && notice.kind === 'cardDocument' ? notice : null;
}

/** Where the notice's link leads: the page where the person acts on it. */
export function noticeTarget(notice: AccountNotice): '/limited-account' | '/unverified-account' | '/profile' {
  if (notice.kind === 'limited' || notice.kind === 'limitedInReview') return '/limited-account';
  if (notice.kind === 'unverified') return '/unverified-account';
  return '/profile';
}
