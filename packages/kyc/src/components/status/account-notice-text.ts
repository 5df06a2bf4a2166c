// The words of the account notice (model/account-notice.ts): per kind its title, what it limits, its tone and its
// link. "What is limited" is a decision of this package (the spec names the states, not their effect; the sandbox
// refuses nothing to a limited person): sending money and ordering cards may be refused, what is in the account
// stays visible and money may still come in.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusTone } from '@paydeck/ui';
import type { AccountNoticeKind } from '../../model/account-notice';

export interface NoticeText {
  title: MessageDescriptor;
  /** What the state limits (or that nothing is limited yet). */
  limits: MessageDescriptor;
  tone: StatusTone;
  action: MessageDescriptor;
}

/** The sentence the limited account page repeats: what a limited or unverified account may not do. */
export const whatIsLimited = msg`Sending money (transfers, payments, invoices) and ordering cards may be refused. Your balances and history stay open, and money can still come in.`;

export const accountNoticeText: Record<AccountNoticeKind, NoticeText> = {
  limited: {
    title: msg`Your account is limited`,
    limits: whatIsLimited,
    tone: 'danger',
    action: msg`See what is limited and send the documents`,
  },
  limitedInReview: {
    title: msg`Your account is limited while we review your documents`,
    limits: whatIsLimited,
    tone: 'warning',
    action: msg`See what is limited and what you sent`,
  },
  unverified: {
    title: msg`Your account is not verified yet`,
    limits: msg`Until it is, sending money and ordering cards may be refused. Your balances and history stay open.`,
    tone: 'warning',
    action: msg`See what is missing`,
  },
  inReview: {
    title: msg`We are checking your documents`,
    limits: msg`This usually takes one working day. Until we are done, sending money and ordering cards may be refused.`,
    tone: 'info',
    action: msg`See your documents`,
  },
  duplicateDocuments: {
    title: msg`We need documents from you`,
    limits: msg`We found your address or identity document on another account. Until you send the documents we ask for, sending money and ordering cards may be refused.`,
    tone: 'warning',
    action: msg`Open your profile`,
  },
  cardDocument: {
    title: msg`Your card needs a proof of address`,
    limits: msg`To keep using your card, send us a recent proof of your address.`,
    tone: 'warning',
    action: msg`Upload a proof of address`,
  },
  expiring: {
    title: msg`Documents to renew`,
    limits: msg`Nothing is limited yet. Send new ones before they expire, or sending money may be refused from then on.`,
    tone: 'warning',
    action: msg`Renew your documents`,
  },
  actionsNeeded: {
    title: msg`Some of your details need attention`,
    limits: msg`Nothing is limited yet.`,
    tone: 'warning',
    action: msg`Open your profile`,
  },
};
