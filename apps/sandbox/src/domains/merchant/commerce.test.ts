// @vitest-environment node
// Saved buttons, logos (judged by their bytes and size, one default), subscribers (50 a page, cancel,
// installments), reputation by trimmed e-mail, identity verification with its fee, IPN pages of 25 with confirm and
// a real signed resend to the notifyUrl.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type Called, createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { customers } from '../customer/tables.ts';
import { SIGNATURE_HEADER, verifySignature } from './signature.ts';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]);

describe('merchant buttons, logos, subscribers, verification, reputation and IPN', () => {
  let t: TestSandbox;
  let boris: string;
  let northwind: number;
  let server: Server;
  let receiverUrl: string;
  const received: { body: string; signature: string }[] = [];
  const env = { ...process.env };
  const call = (method: string, body: object = {}, key = true) =>
    t.call(method, { fromCustomerId: northwind, ...body }, { token: boris, ...(key ? { key: newKey() } : {}) });
  const upload = async (name: string, bytes: Uint8Array, isDefault = false) => {
    const form = new FormData();
    form.append('data', JSON.stringify({ fromCustomerId: northwind, name, isDefault }));
    form.append('file', new File([bytes], 'logo.png', { type: 'image/png' }));
    const answer = await t.raw('/api?method=logoCreate', {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${boris}`, 'idempotency-key': newKey() },
    });
    return (await answer.json()) as Called['body'];
  };

  beforeAll(async () => {
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '1';
    t = await createTestSandbox();
    const [row] = await t.db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessName, 'Northwind Media Ltd'));
    northwind = row?.id as number;
    boris = (await t.signIn('boris.business')).accessToken;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ body, signature: String(request.headers[SIGNATURE_HEADER.toLowerCase()]) });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipn`;
  });
  afterAll(async () => {
    process.env = env;
    server.close();
    await t.close();
  });

  it('saves, edits and deletes a button paid into an own account', async () => {
    const accounts = (await call('balanceInquiry', {}, false)).body.accounts as {
      accountId: number;
      currencyCode: string;
    }[];
    const eur = accounts.find((a) => a.currencyCode === 'EUR') as { accountId: number };
    const made = await call('buttonCreate', {
      name: 'Yoga class',
      accountId: eur.accountId,
      amount: '12.50',
      pbnEnabled: true,
    });
    expect(made.body).toMatchObject({
      responseCode: '00',
      button: { name: 'Yoga class', currencyCode: 'EUR', pbnExpiryDays: 30 },
    });
    const id = made.body.button.id;
    expect(
      (await call('buttonUpdate', { id, name: 'Yoga', accountId: eur.accountId, amount: '15' })).body.button.amount,
    ).toBe('15.00');
    expect((await call('buttonCreate', { name: 'X', accountId: 999_999, amount: '1' })).body.validationErrors).toEqual([
      { param: 'accountId', description: 'is not one of your open accounts' },
    ]);
    expect((await call('buttonDelete', { id })).body.responseCode).toBe('00');
    expect((await call('buttonList', {}, false)).body.buttons).toEqual([]);
  });

  it.each([
    ['a PDF named logo.png', pdf, 'file: must be a PNG or JPEG image'],
    [
      'a PNG over 512 kB',
      new Uint8Array(600_000).fill(1).map((b, i) => (i < 8 ? (png[i] as number) : b)),
      'file: must be at most 512 kB',
    ],
  ])('refuses %s', async (_name, bytes, refusal) => {
    const answer = await upload('Bad', bytes);
    expect(answer.responseCode).toBe('VF');
    const [first] = answer.validationErrors as { param: string; description: string }[];
    expect(`${first?.param}: ${first?.description}`).toBe(refusal);
  });

  it('keeps one default logo: the first, then the one made default', async () => {
    expect((await upload('Round', png)).logo).toMatchObject({ name: 'Round', isDefault: true });
    const square = (await upload('Square', png, true)).logo as { id: number };
    const logos = (await call('logoList', {}, false)).body.logos as {
      name: string;
      isDefault: boolean;
      file: string;
    }[];
    expect(logos.map((logo) => [logo.name, logo.isDefault])).toEqual([
      ['Round', false],
      ['Square', true],
    ]);
    expect(logos[0]?.file).toMatch(/^data:image\/png;base64,/);
    await call('logoDelete', { id: square.id });
    expect(((await call('logoList', {}, false)).body.logos as { isDefault: boolean }[])[0]?.isDefault).toBe(true);
  });

  it('lists subscribers, cancels one once, and lists its installments', async () => {
    const page = (await call('subscriberList', { pageSize: 50, pageNumber: 1 }, false)).body;
    expect(page.total).toBe(3);
    const active = page.subscriptions.find((s: { statusId: number }) => s.statusId === 1);
    expect((await call('subscriptionCancel', { subscriptionId: active.subscriptionId })).body.responseCode).toBe('00');
    expect((await call('subscriptionCancel', { subscriptionId: active.subscriptionId })).body.validationErrors).toEqual(
      [{ param: 'subscriptionId', description: 'is canceled already' }],
    );
    const installments = (await call('installmentList', { subscriptionId: active.subscriptionId }, false)).body
      .installments;
    expect(installments).toHaveLength(active.installments);
  });

  it('answers reputation for a trimmed, case-folded e-mail', async () => {
    const [found] = (
      await call('reputationList', { type: 'reputation', email: '  ANNA.personal@demo.paydeck.test ' }, false)
    ).body.reputations;
    expect(found).toMatchObject({ email: 'anna.personal@demo.paydeck.test', registered: true });
  });

  it.each([
    [{ pageNumber: 1, pageSize: 100 }, 1],
    [{ pageNumber: 2, pageSize: 100 }, 0],
  ])('reputation pages of 100 (payments.md 9): %o has %i entries', async (page, entries) => {
    const answer = (
      await call('reputationList', { type: 'reputation', email: 'anna.personal@demo.paydeck.test', ...page }, false)
    ).body;
    expect(answer).toMatchObject({ responseCode: '00', results: 1 });
    expect(answer.reputations).toHaveLength(entries);
  });

  it('asks for an identity verification with the fee of the account’s currency', async () => {
    const accounts = (await call('balanceInquiry', {}, false)).body.accounts as {
      accountId: number;
      currencyCode: string;
    }[];
    const eur = accounts.find((a) => a.currencyCode === 'EUR') as { accountId: number };
    expect((await call('identityVerificationFee', { accountId: eur.accountId }, false)).body.fee).toEqual({
      amount: '1.50',
      currencyCode: 'EUR',
    });
    const made = await call('identityVerificationCreate', {
      email: 'new.client@example.com',
      firstName: 'Nora',
      lastName: 'Client',
      accountId: eur.accountId,
    });
    expect(made.body).toMatchObject({ responseCode: '00', fee: { amount: '1.50', currencyCode: 'EUR' } });
    expect((await call('identityVerificationList', {}, false)).body).toMatchObject({
      identities: [{ email: 'new.client@example.com' }],
    });
  });

  it('pages IPN messages by 25, confirms one and resends it signed to the notifyUrl', async () => {
    const first = (await call('ipnList', { pageSize: 25, pageNumber: 1 }, false)).body;
    const second = (await call('ipnList', { pageSize: 25, pageNumber: 2 }, false)).body;
    expect([first.messages.length, second.messages.length, first.total]).toEqual([25, 5, 30]);
    const open = first.messages.find((m: { confirmed: boolean }) => !m.confirmed);
    expect((await call('ipnConfirm', { id: open.id })).body.ipnMessage.confirmed).toBe(true);
    expect((await call('ipnResend', { id: open.id }, false)).body.validationErrors?.[0]?.param).toBe('notifyUrl');
    expect((await call('ipnSettingsUpdate', { notifyUrl: 'http://10.1.2.3/ipn' })).body.validationErrors).toEqual([
      { param: 'notifyUrl', description: 'resolves to a private address' },
    ]);
    await call('ipnSettingsUpdate', { notifyUrl: receiverUrl });
    const { secret } = (await call('paymentNotificationSettingsUpdate', { regenerateSecret: true })).body;
    expect((await call('ipnResend', { id: open.id }, false)).body).toMatchObject({ delivered: true, statusCode: 200 });
    const last = received.at(-1) as { body: string; signature: string };
    expect(JSON.parse(last.body)).toMatchObject({ event: 'payment', id: open.id });
    expect(verifySignature(secret, last.signature, last.body, Math.floor(Date.now() / 1000))).toBe(true);
    expect((await call('paymentNotificationSettingsGet', {}, false)).body).toMatchObject({ statusId: 1, secret: null });
  });
});
