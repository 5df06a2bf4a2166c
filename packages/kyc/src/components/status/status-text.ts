// What each account status says (identity spec 4.3 names the statuses, not their words): the status → text and
// tone map the banner shows, and where it leads.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { AccountStatus, RequiredAction } from '../../model/account-status';

export interface StatusText {
  title: MessageDescriptor;
  text: MessageDescriptor;
  tone: StatusTone;
  /** The page that lets the person act, with its link text; absent when there is nothing to do. */
  link?: { to: '/kyc' | '/profile' | '/limited-account' | '/unverified-account'; label: MessageDescriptor };
}

export const accountStatusText: Record<AccountStatus, StatusText> = {
  checked: { title: msg`Verified`, text: msg`Your account is verified.`, tone: 'success' },
  processing: {
    title: msg`Under review`,
    text: msg`We have your documents and are reviewing them. We will let you know when we are done.`,
    tone: 'info',
  },
  limited: {
    title: msg`Limited`,
    text: msg`Your account is limited. Send the documents we ask for to lift the limit.`,
    tone: 'danger',
    link: { to: '/limited-account', label: msg`See what we need` },
  },
  duplicateDocumentsUploaded: {
    title: msg`Under review`,
    text: msg`We are reviewing the documents you sent about the details we found on another account.`,
    tone: 'info',
  },
  duplicateDocuments: {
    title: msg`Documents needed`,
    text: msg`We found your address or identity document on another account. Send us the documents we ask for.`,
    tone: 'warning',
    link: { to: '/profile', label: msg`Open your profile` },
  },
  someCardDocumentRequired: {
    title: msg`Document needed for your card`,
    text: msg`To keep your card, send us a recent proof of your address.`,
    tone: 'warning',
    link: { to: '/profile', label: msg`Upload a proof of address` },
  },
  hasRequiredActions: {
    title: msg`Action needed`,
    text: msg`Some of your details need attention.`,
    tone: 'warning',
    link: { to: '/profile', label: msg`Open your profile` },
  },
  unverified: {
    title: msg`Not verified`,
    text: msg`Your account is not verified yet. Finish the steps we ask for to use every service.`,
    tone: 'warning',
    link: { to: '/unverified-account', label: msg`See what is missing` },
  },
  verificationProcessing: {
    title: msg`Verification in progress`,
    text: msg`We are checking the documents you sent. This usually takes one working day.`,
    tone: 'info',
  },
  finalReview: {
    title: msg`Final review`,
    text: msg`Everything is in. We are doing a final review of your account.`,
    tone: 'info',
  },
};

/** What each required action asks, and where the person does it. */
export const requiredActionText: Record<RequiredAction, { text: MessageDescriptor; to: '/kyc' | '/profile' }> = {
  taxForm: { text: msg`Complete your tax self-certification`, to: '/profile' },
  addressMissing: { text: msg`Add your home address`, to: '/kyc' },
  addressConfirmation: { text: msg`Confirm your address or send a proof of it`, to: '/profile' },
  proofOfResidence: { text: msg`Send a proof of residence`, to: '/profile' },
  identity: { text: msg`Add an identity document`, to: '/kyc' },
  phone: { text: msg`Confirm your phone number`, to: '/kyc' },
  videoIdentity: { text: msg`Your video identification was not accepted: start it again`, to: '/profile' },
};
