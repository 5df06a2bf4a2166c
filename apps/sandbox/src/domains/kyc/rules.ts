// The pure KYC rules over the inputs of the account status (kycCustomerInfoGet): the required actions
// of spec 4.3, the steps of the KYC request, when a personal customer becomes verified and when a
// limited one is lifted. The browser computes the status itself; the sandbox uses these to move the
// customer's flags after a change or a review.
import { awaitingReview, DocumentStatus, stillValid } from './document-types.ts';
import type { UploadedDocumentView } from './documents.ts';
import type { AddressView, IdentityDocumentView, LimitReasonView, PhoneView } from './views.ts';

export interface KycFacts {
  customerType: number;
  taxFormStatus: string;
  addresses: AddressView[];
  proofOfResidence: { status: string };
  identityDocuments: IdentityDocumentView[];
  phones: PhoneView[];
  videoIdentityStatus: string;
  questionnaireDone: boolean;
}

export type RequiredAction = 'taxForm' | 'address' | 'proofOfResidence' | 'identity' | 'phone' | 'videoIdentity';

const identityRefused = new Set<number>([
  DocumentStatus.nameMismatch,
  DocumentStatus.rejected,
  DocumentStatus.canceled,
]);

/**
 * Spec 4.3's required actions: tax form none or rejected (personal only); address missing or needing
 * confirmation; proof of residence expiredSoon, none or rejected; identity missing, name mismatch,
 * rejected or canceled; phone unconfirmed (a phone that is listed and none confirmed); video identity
 * rejected.
 */
export function requiredActions(facts: KycFacts): RequiredAction[] {
  const actions: RequiredAction[] = [];
  if (facts.customerType === 0 && ['none', 'rejected'].includes(facts.taxFormStatus)) actions.push('taxForm');
  if (facts.addresses.length === 0 || facts.addresses.some((address) => !address.confirmed)) actions.push('address');
  if (['expiredSoon', 'none', 'rejected'].includes(facts.proofOfResidence.status)) actions.push('proofOfResidence');
  const identity = facts.identityDocuments.filter((doc) => doc.statusId !== DocumentStatus.deleted);
  if (identity.length === 0 || identity.every((doc) => identityRefused.has(doc.statusId))) actions.push('identity');
  if (facts.phones.length > 0 && !facts.phones.some((phone) => phone.confirmed)) actions.push('phone');
  if (facts.videoIdentityStatus === 'rejected') actions.push('videoIdentity');
  return actions;
}

export type KycStep = 'questionnaire' | 'phone' | 'identity' | 'address';

/** The KYC request's steps (WIRE.md "Profile and KYC"). */
export function kycSteps(facts: KycFacts): { step: KycStep; done: boolean }[] {
  return [
    { step: 'questionnaire', done: facts.questionnaireDone },
    { step: 'phone', done: facts.phones.some((phone) => phone.confirmed) },
    { step: 'identity', done: facts.identityDocuments.some((doc) => stillValid(doc.statusId)) },
    { step: 'address', done: facts.addresses.some((address) => address.addressStatus === 1 && address.confirmed) },
  ];
}

/** A confirmed identity document, a confirmed phone and a confirmed address with no open action. */
export function qualifiesAsVerified(facts: KycFacts): boolean {
  return (
    facts.customerType === 0 &&
    facts.identityDocuments.some((doc) => doc.statusId === DocumentStatus.confirmed) &&
    facts.phones.some((phone) => phone.confirmed) &&
    facts.addresses.some((address) => address.addressStatus === 1 && address.confirmed) &&
    requiredActions(facts).length === 0
  );
}

const topLevel = (docs: UploadedDocumentView[]) => docs.filter((doc) => !doc.isSubDocument);

/** Every requirement of every limit reason has a confirmed upload: the limit is lifted. */
export const limitLifted = (reasons: LimitReasonView[]): boolean =>
  reasons.every((reason) =>
    reason.requirementDocuments.every((requirement) =>
      topLevel(requirement.uploadedDocuments).some((doc) => doc.statusId === DocumentStatus.confirmed),
    ),
  );

/** Every requirement has an upload that is confirmed or waiting for review (spec 4.3's processing). */
export const limitDocumentsGiven = (reasons: LimitReasonView[]): boolean =>
  reasons.every((reason) =>
    reason.requirementDocuments.every((requirement) =>
      topLevel(requirement.uploadedDocuments).some(
        (doc) => doc.statusId === DocumentStatus.confirmed || awaitingReview(doc.statusId),
      ),
    ),
  );
