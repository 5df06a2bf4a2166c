// A company user's own phone (WIRE-business.md "Company users": `businessUserPhoneUpdate` and
// `businessUserPhoneConfirm`, named here): the new number gets an SMS code bound to a PKCE challenge, as the
// personal phone's verification; the confirmation with the verifier makes it the user's phone at the company.
import * as v from 'valibot';
import { toPhoneCountryCode } from '../model/phone';
import type { NewPhone } from './phone';
import type { Caller } from './profile';

export const CompanyUserPhoneSchema = v.object({
  countryCode: v.string(),
  number: v.string(),
  phoneNumber: v.string(),
});
export type CompanyUserPhone = v.InferOutput<typeof CompanyUserPhoneSchema>;

/** Sends the SMS code to the new number; answers the masked number it went to. */
export const requestCompanyUserPhoneCode = async (api: Caller, phone: NewPhone, codeChallenge: string) =>
  (
    await api.call(
      'businessUserPhoneUpdate',
      { phoneCountryCode: toPhoneCountryCode(phone.countryCode), phone: phone.number, codeChallenge },
      { schema: v.object({ maskedPhone: v.string() }) },
    )
  ).maskedPhone;

export const confirmCompanyUserPhone = async (api: Caller, input: { code: string; codeVerifier: string }) =>
  (await api.call('businessUserPhoneConfirm', input, { schema: v.object({ phone: CompanyUserPhoneSchema }) })).phone;
