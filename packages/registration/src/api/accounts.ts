// Opening an account (WIRE.md "Personal registration", "Business registration"): one call per intent, with the
// intent's Idempotency-Key (the api client's `createSubmission`), so a double click or a retry opens one account.
import type { PersonalRegistrationType } from '@paydeck/brand-config';
import * as v from 'valibot';
import type { Draft } from '../model/draft';
import type { Caller } from './caller';
import { AccountCreatedSchema } from './schemas';

export interface PersonalRegistration {
  registrationType: PersonalRegistrationType;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD */
  birthDay: string;
  residenceCountryCode: string;
  /** Digits; a leading '+' is removed by the body rules. */
  phoneCountryCode: string;
  phone: string;
  termsAccepted: true;
}

/** `personalAccountCreate`: answers the sign-in the activation e-mail went to. */
export const createPersonalAccount = async (api: Caller, registration: PersonalRegistration, idempotencyKey: string) =>
  (await api.call('personalAccountCreate', registration, { schema: AccountCreatedSchema, idempotencyKey })).email;

export interface BusinessRegistration {
  /** The applicant's sign-in: the e-mail of one of the draft's users with full access (2). */
  email: string;
  /** Asked at the submit step; never kept in the draft. */
  password: string;
  /** A resolution of `businessResolutionSend`, when the directors were asked to sign one. */
  resolutionId?: string | undefined;
  draft: Draft;
}

/** `businessAccountCreate`: the draft as kept, beside the applicant's password. */
export const createBusinessAccount = async (api: Caller, registration: BusinessRegistration, idempotencyKey: string) =>
  (await api.call('businessAccountCreate', registration, { schema: AccountCreatedSchema, idempotencyKey })).email;

/** auth's `resendActivation`: a new activation link (the same answer whether or not an account waits). */
export const resendActivation = async (api: Caller, email: string): Promise<void> => {
  await api.call('resendActivation', { email: email.trim() }, { schema: v.object({}) });
};
