// @vitest-environment node
// Merchant amounts answered exactly, at their currency's scale (2 for EUR, 8 for BTC), never through a float:
// buttons (create, get, list), subscriptions and their installments, identity verifications and their fee, IPN
// messages (list, get) and the IPN payload sent to the merchant's notifyUrl. Dora holds a seeded BTC account.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { accounts } from '../accounts/tables.ts';
import { merchantIdentities, merchantIpnMessages, merchantSubscriptions } from './tables.ts';

const cases = [
  ['EUR', '99999999999999.99'],
  ['BTC', '0.00012345'],
] as const;

describe('merchant amounts at their currency’s scale', () => {
  let t: TestSandbox;
  let dora: string;
  let doraId: number;
  const accountOf: Record<string, number> = {};
  let server: Server;
  let receiverUrl: string;
  const received: string[] = [];
  const env = { ...process.env };
  const call = (method: string, body: object = {}) => t.call(method, body, { token: dora, key: newKey() });

  beforeAll(async () => {
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '1'; // the receiver below listens on 127.0.0.1
    t = await createTestSandbox();
    dora = (await t.signIn('dora.direct')).accessToken;
    const list = (await call('balanceInquiry')).body.accounts as { accountId: number; currencyCode: string }[];
    for (const [currencyCode] of cases) {
      accountOf[currencyCode] = (list.find((a) => a.currencyCode === currencyCode) as { accountId: number }).accountId;
    }
    const [row] = await t.db
      .select({ customerId: accounts.customerId })
      .from(accounts)
      .where(eq(accounts.id, accountOf.BTC as number));
    doraId = row?.customerId as number;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push(body);
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

  it.each(cases)('a %s button of %s is answered as saved by create, get and list', async (currencyCode, amount) => {
    const made = await call('buttonCreate', {
      name: `Button ${currencyCode}`,
      accountId: accountOf[currencyCode],
      amount,
    });
    expect(made.body).toMatchObject({ responseCode: '00', button: { amount, currencyCode } });
    const id = made.body.button.id as number;
    expect((await call('buttonGet', { id })).body.button.amount).toBe(amount);
    const listed = (await call('buttonList')).body.buttons.find((button: { id: number }) => button.id === id);
    expect(listed.amount).toBe(amount);
  });

  // Rows written straight to the database: read once after both (reads are cached until a write through the API).
  it('subscriptions of each currency list and split into installments of the same amount', async () => {
    const ids = new Map<number, (typeof cases)[number]>();
    for (const one of cases) {
      const [currencyCode, amount] = one;
      const [row] = await t.db
        .insert(merchantSubscriptions)
        .values({
          customerId: doraId,
          subscriberEmail: `subscriber.${currencyCode.toLowerCase()}@example.com`,
          buttonName: 'Membership',
          amount,
          currencyCode,
          periodDays: 30,
          installments: 2,
        })
        .returning({ id: merchantSubscriptions.id });
      ids.set(row?.id as number, one);
    }
    const listed = (await call('subscriberList')).body.subscriptions as { subscriptionId: number }[];
    for (const [subscriptionId, [currencyCode, amount]] of ids) {
      expect(listed.find((one) => one.subscriptionId === subscriptionId)).toMatchObject({ amount, currencyCode });
      const { installments } = (await call('installmentList', { subscriptionId })).body;
      expect(installments.map((one: { amount: string }) => one.amount)).toEqual([amount, amount]);
    }
  });

  it('identity verifications of each currency list their fee exactly', async () => {
    for (const [currencyCode, fee] of cases) {
      await t.db.insert(merchantIdentities).values({
        customerId: doraId,
        email: `verified.${currencyCode.toLowerCase()}@example.com`,
        firstName: 'Vera',
        lastName: 'Fee',
        accountId: accountOf[currencyCode] as number,
        fee,
        currencyCode,
      });
    }
    const identities = (await call('identityVerificationList')).body.identities as { email: string; fee: object }[];
    for (const [currencyCode, amount] of cases) {
      const email = `verified.${currencyCode.toLowerCase()}@example.com`;
      expect(identities.find((one) => one.email === email)?.fee).toEqual({ amount, currencyCode });
    }
  });

  it('answers the fee of a BTC account at BTC’s scale, as the verification list does', async () => {
    const fee = { amount: '2.00000000', currencyCode: 'BTC' };
    expect((await call('identityVerificationFee', { accountId: accountOf.BTC })).body.fee).toEqual(fee);
    const made = await call('identityVerificationCreate', {
      email: 'new.btc@example.com',
      firstName: 'Nils',
      lastName: 'Coin',
      accountId: accountOf.BTC,
    });
    expect(made.body.fee).toEqual(fee);
    const identities = (await call('identityVerificationList')).body.identities as { email: string; fee: object }[];
    expect(identities.find((one) => one.email === 'new.btc@example.com')?.fee).toEqual(fee);
  });

  it.each(cases)(
    'an IPN of %s %s is listed, got and sent to the notifyUrl with the same amount',
    async (currencyCode, amount) => {
      const [row] = await t.db
        .insert(merchantIpnMessages)
        .values({
          customerId: doraId,
          amount,
          currencyCode,
          payerEmail: 'buyer@example.com',
          body: JSON.stringify({ event: 'payment', amount, currencyCode }),
        })
        .returning({ id: merchantIpnMessages.id });
      const id = row?.id as number;
      const listed = (await call('ipnList', { pageSize: 25, pageNumber: 1 })).body.messages.find(
        (message: { id: number }) => message.id === id,
      );
      expect(listed).toMatchObject({ amount, currencyCode });
      expect((await call('ipnGet', { id })).body.ipnMessage).toMatchObject({ amount, currencyCode });
      expect((await call('ipnSettingsUpdate', { notifyUrl: receiverUrl })).body.responseCode).toBe('00');
      expect((await call('ipnResend', { id })).body).toMatchObject({ delivered: true });
      expect(JSON.parse(received.at(-1) as string)).toMatchObject({ event: 'payment', id, amount, currencyCode });
    },
  );
});
