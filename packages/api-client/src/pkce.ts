/** PKCE (RFC 7636): the login sends the S256 challenge; the token exchange sends the verifier. */

const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';
/** 66 characters; bytes from 198 (= 3 × 66) up are thrown away so that every character is equally likely. */
const ACCEPT_BELOW = 256 - (256 % UNRESERVED.length);

export const CODE_VERIFIER_LENGTH = 128;

export type RandomFill = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;

const cryptoFill: RandomFill = (bytes) => crypto.getRandomValues(bytes);

export function createCodeVerifier(length = CODE_VERIFIER_LENGTH, fill: RandomFill = cryptoFill): string {
  if (!Number.isInteger(length) || length < 43 || length > 128)
    throw new RangeError('A code verifier has 43 to 128 characters');
  let verifier = '';
  while (verifier.length < length) {
    for (const byte of fill(new Uint8Array(length))) {
      if (byte < ACCEPT_BELOW && verifier.length < length) verifier += UNRESERVED[byte % UNRESERVED.length];
    }
  }
  return verifier;
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** BASE64URL(SHA-256(ASCII(verifier))), without padding. */
export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}
