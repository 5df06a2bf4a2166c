import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LoginError } from '../../login/controller';

/** Notices the sign-in page shows on arrival (query parameters, identity spec 2.2 and 8). */
export type LoginNotice = 'sessionExpired' | 'emailConfirmed' | 'emailConfirmationFailed' | 'loggedOut';

export const noticeTexts: Record<
  LoginNotice,
  { title?: MessageDescriptor; body: MessageDescriptor; tone: 'error' | 'success' | 'notice' }
> = {
  sessionExpired: {
    tone: 'notice',
    title: msg`Session expired`,
    body: msg`Your session has expired. Please sign in again.`,
  },
  emailConfirmed: {
    tone: 'success',
    title: msg`E-MAIL CONFIRMATION`,
    body: msg`Your E-mail address has been confirmed!`,
  },
  emailConfirmationFailed: { tone: 'error', body: msg`An error has occurred. Please contact us.` },
  loggedOut: { tone: 'success', body: msg`You have signed out.` },
};

/** The text of a sign-in error: the token service's own message, or ours. */
export function loginErrorText(error: LoginError, i18n: I18n): string {
  switch (error.kind) {
    case 'server':
      return error.message;
    case 'failed':
      return i18n._(msg`Sign-in failed. Please try again.`);
    case 'expired':
      return i18n._(msg`The sign-in took too long. Please sign in again.`);
    case 'resendFailed':
      return i18n._(msg`The notification could not be sent again. Please try again.`);
  }
}
