import { msg } from '@lingui/core/macro';

/** The spec's activation texts (identity spec 8). */
export const activationTexts = {
  success: msg`Your Account has been activated.`,
  businessSuccess: msg`Your account has been activated. Authorized users will now receive the activation links to access the account.`,
  failureTitle: msg`Account Activation`,
};
