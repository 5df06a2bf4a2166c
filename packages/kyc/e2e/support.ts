import { createHash, randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { callApi, lastMessageId, loginOf, nextMessage, sandboxControl, submitCredentials } from '@paydeck/e2e';

/** Signs in a person whom the guard sends to /kyc (KYC pending), and waits there. */
export async function signInToKyc(page: Page, name: string) {
  await page.goto('/login');
  await submitCredentials(page, name);
  await expect(page).toHaveURL(/\/kyc$/);
}

/** The account status word the banner shows. */
export const statusBanner = (page: Page) => page.getByRole('region', { name: 'Account status' });

/** A small real PNG (8-byte signature, then an IHDR chunk): judged an image by its first bytes. */
export const pngFile = (name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  ]),
});
export const pdfFile = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
});

/** Types a date into a react-aria date field, segment by segment in the field's own order (the brand's region). */
export async function typeDate(page: Page, label: string, date: string) {
  const [year = '', month = '', day = ''] = date.split('-');
  const parts: Record<string, string> = { year, month, day };
  const segments = page.getByRole('group', { name: label, exact: true }).first().getByRole('spinbutton');
  const order = await segments.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-type') ?? ''));
  await segments.first().click();
  await page.keyboard.type(order.map((type) => parts[type] ?? '').join(''));
}

interface KycPhone {
  id: number;
  confirmed: boolean;
  phoneNumber: string;
}

/** Gives the signed-in person a confirmed phone through the API, the way the page does (code from the inbox). */
export async function confirmPhoneByApi(page: Page, countryCode: string, number: string) {
  const { phone } = await callApi<{ phone: KycPhone }>(page, 'phoneAdd', {
    phoneCountryCode: countryCode,
    phone: number,
    phoneType: 2,
  });
  const after = await lastMessageId(page.request, phone.phoneNumber);
  const verifier = randomBytes(64).toString('hex');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const token = (await page.evaluate(() => sessionStorage.getItem('paydeck.session'))) ?? '';
  const accessToken = (JSON.parse(token) as { state: { tokens: { accessToken: string } } }).state.tokens.accessToken;
  const sent = await page.request.post(`/api/verification/phones/${phone.id}/verify`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { type: 'sms', codeChallenge: challenge },
  });
  expect(sent.ok()).toBe(true);
  const sms = await nextMessage(page.request, phone.phoneNumber, 'sms', after);
  await callApi(page, 'phoneConfirm', { phoneId: phone.id, code: sms.code, codeVerifier: verifier });
}

/** The inbox's reviewer acts on an uploaded document (sandbox control, with the secret). */
export const review = (page: Page, documentId: number, action: 'confirm' | 'reject' | 'expire') =>
  sandboxControl(page.request, `kyc/documents/${documentId}/review`, { action });

export { loginOf };
