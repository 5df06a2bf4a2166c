import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { smartContractNotificationTypes } from '../model/notifications';

const titles: Record<string, MessageDescriptor> = {
  info: msg`News`,
  documentFailed: msg`A document could not be processed`,
  documentRejected: msg`A document was rejected`,
  documentExpired: msg`A document has expired`,
  documentExpSoon: msg`A document expires soon`,
  usernameChangeFailed: msg`Your username was not changed`,
  usernameChanged: msg`Your username was changed`,
  batchPartially: msg`A batch was partly completed`,
  zohoNewMessage: msg`New message from support`,
  zohoClosedNoReply: msg`A support request was closed`,
  acceptTermsLogin: msg`New terms to accept`,
  cardClosed: msg`A card was closed`,
  customerLimited: msg`Your account is limited`,
  customerUnlimited: msg`The limits on your account were lifted`,
};
const contractTitle = msg`Revenue-split contract update`;
const fallback = msg`Notification`;

/** The title a notification shows when the server sends none. */
export function defaultNotificationTitle(type: string): MessageDescriptor {
  if ((smartContractNotificationTypes as readonly string[]).includes(type)) return contractTitle;
  return titles[type] ?? fallback;
}
