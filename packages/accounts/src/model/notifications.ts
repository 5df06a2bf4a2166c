// Notifications (payments.md 4, 9; identity spec 3): their types, the toast level, and the place a
// notification is about (where a click on it leads).
import type { ToastLevel } from '@paydeck/ui';

/** Notification toast duration (payments.md 9). */
export const NOTIFICATION_TOAST_MS = 10_000;
/** Delay between a click on a notification and the navigation (payments.md 9). */
export const NOTIFICATION_NAVIGATION_DELAY_MS = 1000;

export const smartContractNotificationTypes = [
  'smartContractSigned',
  'smartContractRejected',
  'smartContractCancelled',
  'smartContractCreated',
  'smartContractTerminated',
  'smartContractTerminationRequest',
  'smartContractTerminationCancelled',
  'smartContractSignerIdentified',
  'smartContractIdentificationLoaded',
  'smartContractIdentificationFailed',
] as const;

export const notificationTypes = [
  'info',
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'documentExpSoon',
  'usernameChangeFailed',
  'usernameChanged',
  'batchPartially',
  'zohoNewMessage',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  ...smartContractNotificationTypes,
  'cardClosed',
  'customerLimited',
  'customerUnlimited',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

export const toastLevels: readonly ToastLevel[] = ['error', 'info', 'warning', 'success'];

const errorTypes = new Set<string>([
  'documentFailed',
  'documentRejected',
  'documentExpired',
  'usernameChangeFailed',
  'cardClosed',
  'customerLimited',
  'smartContractRejected',
  'smartContractIdentificationFailed',
]);
const warningTypes = new Set<string>([
  'documentExpSoon',
  'batchPartially',
  'zohoClosedNoReply',
  'acceptTermsLogin',
  'smartContractCancelled',
  'smartContractTerminationRequest',
  'smartContractTerminated',
]);
const successTypes = new Set<string>([
  'usernameChanged',
  'customerUnlimited',
  'smartContractSigned',
  'smartContractSignerIdentified',
]);

/** The toast level: the notification's status when it is one of the four levels, else by its type. */
export function notificationLevel(notification: { type: string; status?: string | undefined }): ToastLevel {
  const status = notification.status?.toLowerCase();
  if (status && (toastLevels as readonly string[]).includes(status)) return status as ToastLevel;
  if (errorTypes.has(notification.type)) return 'error';
  if (warningTypes.has(notification.type)) return 'warning';
  if (successTypes.has(notification.type)) return 'success';
  return 'info';
}

/** A code that may go into a path or a query (ticket numbers, contract ids). */
const safeCode = (code: string | undefined) => (code && /^[A-Za-z0-9-]{1,40}$/.test(code) ? code : undefined);

/**
 * Where a notification leads: the app path of the thing it is about, or undefined for a type this
 * app does not know (the toast then has nothing to open).
 */
export function notificationTarget(notification: { type: string }, code?: string): string | undefined {
  const id = safeCode(code);
  switch (notification.type) {
    case 'info':
      return '/news';
    case 'documentFailed':
    case 'documentRejected':
    case 'documentExpired':
    case 'documentExpSoon':
    case 'usernameChangeFailed':
    case 'usernameChanged':
      return '/profile'; // kyc's profile lists the documents by category with statuses and reasons
    case 'batchPartially':
      return '/history/batch-transfers';
    case 'zohoNewMessage':
    case 'zohoClosedNoReply':
      return id ? `/messages?ticketNumber=${id}` : '/messages';
    case 'acceptTermsLogin':
      return '/legal';
    case 'cardClosed':
      return '/cards';
    case 'customerLimited':
      return '/limited-account';
    case 'customerUnlimited':
      return '/home';
    default:
      if ((smartContractNotificationTypes as readonly string[]).includes(notification.type)) {
        return id && /^\d+$/.test(id) ? `/revenue-split/${id}` : '/revenue-split';
      }
      return undefined;
  }
}
