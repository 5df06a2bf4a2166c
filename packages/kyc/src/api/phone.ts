// Phones (WIRE.md "Phone"): add, replace, verify by an SMS code (PKCE-style: the challenge goes with the request,
// the verifier with the code) or by an approval, and the existence check. The country code goes without its `+`.
import type { ApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import { toPhoneCountryCode } from '../model/phone';
import type { Caller } from './profile';
import { PhoneSchema } from './schemas';

const PhoneAnswer = v.object({ phone: PhoneSchema });
/** Phones are mobile numbers (phoneType 2). */
export const MOBILE_PHONE_TYPE = 2;

export interface NewPhone {
  countryCode: string;
  number: string;
}

const phoneBody = ({ countryCode, number }: NewPhone) => ({
  phoneCountryCode: toPhoneCountryCode(countryCode),
  phone: number,
  phoneType: MOBILE_PHONE_TYPE,
});

export const addPhone = async (api: Caller, phone: NewPhone) =>
  (await api.call('phoneAdd', phoneBody(phone), { schema: PhoneAnswer })).phone;

export const replacePhone = async (api: Caller, phoneId: number, phone: NewPhone) =>
  (await api.call('phoneReplace', { ...phoneBody(phone), phoneId }, { schema: PhoneAnswer })).phone;

export const checkPhone = async (api: Caller, phone: NewPhone) =>
  (
    await api.call(
      'checkPhone',
      { phoneCountryCode: toPhoneCountryCode(phone.countryCode), phone: phone.number },
      { schema: v.object({ exists: v.boolean() }), idempotent: true },
    )
  ).exists;

/** Sends the SMS code for a phone; answers the masked number it went to. */
export const requestPhoneCode = async (api: Pick<ApiClient, 'send'>, phoneId: number, codeChallenge: string) =>
  (
    await api.send(
      'POST',
      `verification/phones/${phoneId}/verify`,
      { type: 'sms', codeChallenge },
      {
        schema: v.object({ maskedPhone: v.string() }),
      },
    )
  ).maskedPhone;

export const confirmPhone = async (api: Caller, input: { phoneId: number; code: string; codeVerifier: string }) =>
  (await api.call('phoneConfirm', input, { schema: PhoneAnswer })).phone;
