// The customer's verification code and the identity workflow started for a given customer (WIRE.md "Identity
// verification"): `POST verification/customer/{id}/verify` sends a code to the contact (PKCE challenge), and
// `POST customers/{id}/identity-verification` spends it (with the verifier) to start the provider's workflow.
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import { type IdentityProvider, type VerificationMethod, WorkflowStartSchema } from './verification';

type Rest = Pick<ApiClient, 'send'>;
export const customerVerificationTypes = ['email', 'sms'] as const;
export type CustomerVerificationType = (typeof customerVerificationTypes)[number];

/** Sends the code to the customer's contact; answers where it went (masked). */
export const sendCustomerVerificationCode = async (
  api: Rest,
  customerId: number,
  type: CustomerVerificationType,
  codeChallenge: string,
) =>
  (
    await api.send(
      'POST',
      `verification/customer/${customerId}/verify`,
      { type, codeChallenge },
      {
        schema: v.object({ sentTo: v.string() }),
      },
    )
  ).sentTo;

export const startCustomerIdentityVerification = (
  api: Rest,
  customerId: number,
  input: { provider: IdentityProvider; method: VerificationMethod; code: string; codeVerifier: string },
) => api.send('POST', `customers/${customerId}/identity-verification`, input, { schema: WorkflowStartSchema });
