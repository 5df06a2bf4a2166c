// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { base64Url, codeChallengeS256, createCodeVerifier } from './pkce.ts';

describe('PKCE', () => {
  // RFC 7636 appendix B. (The task brief quoted a garbled pair; these are the RFC's own values.)
  const rfcOctets = [
    116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240, 91,
    88, 5, 88, 83, 132, 141, 121,
  ];

  test('RFC 7636 appendix B: the verifier is the base64url of the 32 example octets', () => {
    expect(base64Url(new Uint8Array(rfcOctets))).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
  });

  test('RFC 7636 appendix B: the S256 challenge of the example verifier', async () => {
    await expect(codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  test('a verifier has 128 unreserved characters and differs each time', () => {
    const verifier = createCodeVerifier();
    expect(verifier).toMatch(/^[A-Za-z0-9\-._~]{128}$/);
    expect(createCodeVerifier()).not.toBe(verifier);
  });

  test.each([43, 64, 128])('a verifier of %i characters', (length) => {
    expect(createCodeVerifier(length)).toHaveLength(length);
  });

  test.each([42, 129, 43.5])('refuses length %s', (length) => {
    expect(() => createCodeVerifier(length)).toThrow(RangeError);
  });

  test('rejection sampling: bytes 198..255 are skipped, the rest map to the 66-character alphabet', () => {
    const script = [255, 198, 0, 65, 66, 197, 25, 26, 62, 63, 64, 65];
    let calls = 0;
    const verifier = createCodeVerifier(43, (bytes) => {
      calls += 1;
      bytes.set(
        calls === 1 ? script.concat(Array(bytes.length - script.length).fill(250)) : Array(bytes.length).fill(0),
      );
      return bytes;
    });
    // 0→A, 65→~, 66→A (66 % 66), 197→~ (197 % 66 = 65), 25→Z, 26→a, 62→-, 63→., 64→_, 65→~; then the next fill gives A.
    expect(verifier.slice(0, 11)).toBe('A~A~Za-._~A');
    expect(calls).toBe(2);
  });

  test.each([
    [[], ''],
    [[0xfb, 0xff], '-_8'],
    [[0, 0, 0], 'AAAA'],
  ])('base64url of %j is %j, without padding', (bytes, expected) => {
    expect(base64Url(new Uint8Array(bytes))).toBe(expected);
  });
});
