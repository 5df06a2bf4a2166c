import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StatusMeaning } from '../../model/transaction-sheet';

/** What a transaction's status means for the person reading it (model/transaction-sheet.ts statusMeaning). */
export const statusMeanings: Record<StatusMeaning, MessageDescriptor | null> = {
  delivered: msg`The money left your account and was delivered.`,
  received: msg`The money is in your account.`,
  waitingApproval: msg`Waiting for approval: one of the company's approvers has to approve it. Until then the amount is held on your account and cannot be spent; if the request is declined or expires, it is released.`,
  waitingConfirmation: msg`Waiting for your confirmation with your second factor. Until then the amount is held on your account and cannot be spent; if it is not confirmed in time, it is released.`,
  processing: msg`The bank is processing it. The amount is held on your account and cannot be spent until it is done.`,
  arriving: msg`The money is on its way to you. It is not yours to spend until the payment is completed.`,
  sent: msg`The money left your account and is on its way to the receiving bank. If that bank returns it, the amount and the fee come back to your account.`,
  rejected: msg`The payment was rejected: no money was moved.`,
  canceled: msg`The payment was canceled: no money was moved.`,
  other: null,
};
