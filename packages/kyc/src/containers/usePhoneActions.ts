import { codeChallengeS256, createCodeVerifier } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { addPhone, confirmPhone, type NewPhone, requestPhoneCode } from '../api/phone';
import type { PhoneActions } from '../components/kyc/PhoneStep';
import { useKycChange } from './useKycChange';

/** The SMS code's verifier, per phone, kept only in memory until the code is confirmed. */
const verifiers = new Map<number, string>();

/** Add a phone, send it a code (with a fresh PKCE challenge), confirm the code with its verifier. */
export function usePhoneActions(): PhoneActions {
  const change = useKycChange();
  return {
    add: change((phone: NewPhone) => addPhone(api, phone)),
    requestCode: async (phoneId) => {
      const verifier = createCodeVerifier();
      verifiers.set(phoneId, verifier);
      return requestPhoneCode(api, phoneId, await codeChallengeS256(verifier));
    },
    confirm: change(async (phoneId: number, code: string) => {
      await confirmPhone(api, { phoneId, code, codeVerifier: verifiers.get(phoneId) ?? '' });
      verifiers.delete(phoneId);
    }),
  };
}
