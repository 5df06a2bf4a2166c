// Calls without a session: activation and password recovery (identity spec 7.2).
import { type ApiClient, TokensSchema } from '@paydeck/api-client';
import * as v from 'valibot';
import { Success } from './schemas';

/** activate account (username, activationCode) answers access and refresh tokens. */
export const ActivatedSchema = v.object({ responseCode: v.string(), ...TokensSchema.entries });

export const activateAccount = (api: ApiClient, input: { username: string; activationCode: string }) =>
  api.call('activateAccount', input, { schema: ActivatedSchema });

export const activateBusiness = (api: ApiClient, input: { email: string; activationCode: string }) =>
  api.call('businessActivate', input, { schema: Success });

export const requestPasswordChange = (api: ApiClient, email: string) =>
  api.call('passwordChangeRequest', { email }, { schema: Success });
export const resendActivation = (api: ApiClient, email: string) =>
  api.call('resendActivation', { email }, { schema: Success });
export const checkRecoveryCode = (api: ApiClient, input: { email: string; code: string }) =>
  api.call('passwordCheckCode', input, { schema: Success });
export const changePasswordWithCode = (api: ApiClient, input: { email: string; code: string; password: string }) =>
  api.call('passwordChangeWithCode', input, { schema: Success });
