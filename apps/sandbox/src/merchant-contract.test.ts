// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like contract.test.ts.) The merchant answers of this sandbox parsed by
// @paydeck/merchant/api's own fetchers and schemas over HTTP, through the real client (the public-api paths and the
// method calls), as the merchant screens call them. An answer that drifts fails here.
import { createApiClient, newIdempotencyKey } from '@paydeck/api-client';
import {
  createApiKey,
  fetchAllowedIps,
  fetchApiKeys,
  fetchApiRequests,
  fetchButtons,
  fetchIdentities,
  fetchIpnMessage,
  fetchIpnPage,
  fetchIpnSettings,
  fetchPaymentNotification,
  fetchReputation,
  fetchSubscribers,
  fetchWebhookRequests,
  fetchWebhooks,
  IPN_PAGE,
  saveAllowedIp,
  saveButton,
  saveWebhook,
  showLoadMore,
} from '@paydeck/merchant/api';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

describe('the merchant answers parse with @paydeck/merchant/api', () => {
  let t: TestSandbox;
  let base: string;
  let northwind: number;
  const env = { ...process.env };
  const clientOf = async (name: string) => {
    const { accessToken } = await t.signIn(name);
    const api = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => undefined,
      onTermsError: () => undefined,
    });
    northwind = (await t.call('customerInfo', {}, { token: (await t.signIn('erin.employee')).accessToken })).body
      .customer.customerId;
    // boris acts for Northwind as the screens do: every call carries fromCustomerId, public-api calls customerId
    const acting = {
      call: ((method: string, payload: object, options: object) =>
        api.call(method, payload, { ...options, fromCustomerId: northwind } as never)) as typeof api.call,
      get: api.get,
      send: api.send,
    };
    return acting;
  };

  beforeAll(async () => {
    process.env.SANDBOX_MERCHANT_ALLOW_LOOPBACK = '0';
    t = await createTestSandbox();
    base = await t.listen();
  });
  afterAll(async () => {
    process.env = env;
    await t.close();
  });

  it('parses the internal tools (webhooks, request log, keys, API log, allowed IPs)', async () => {
    const api = await clientOf('boris.business');
    expect(await fetchWebhooks(api, northwind)).toEqual([]);
    const refused = await saveWebhook(
      api,
      northwind,
      { name: 'Local', enabled: true, url: 'http://127.0.0.1:9/' },
      newIdempotencyKey(),
    ).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      code: 'VF',
      validationErrors: [{ param: 'url', description: 'resolves to a loopback address' }],
    });
    expect((await fetchWebhookRequests(api, northwind, {}, null)).nextCursor).toBeNull();
    const key = await createApiKey(api, northwind, { name: 'Checkout', enabled: true }, newIdempotencyKey());
    expect(key.key).toMatch(/^pk_live_/);
    expect((await fetchApiKeys(api, northwind)).map((k) => k.name)).toEqual(['Shop backend', 'Checkout']);
    expect((await fetchApiRequests(api, northwind, {})).length).toBe(5);
    const ip = await saveAllowedIp(
      api,
      northwind,
      { name: 'VPN', enabled: true, ipFrom: '198.51.100.1', ipTo: '' },
      newIdempotencyKey(),
    );
    expect(ip).toMatchObject({ ipFrom: '198.51.100.1', ipTo: '198.51.100.1' });
    expect(await fetchAllowedIps(api, northwind)).toHaveLength(2);
  });

  it('parses buttons, subscribers, verification, reputation, IPN and the settings', async () => {
    const api = await clientOf('boris.business');
    const accounts = (await api.call('balanceInquiry', {}, { schema: (await import('valibot')).any() })) as {
      accounts: { accountId: number; currencyCode: string }[];
    };
    const eur = accounts.accounts.find((a) => a.currencyCode === 'EUR') as { accountId: number };
    const button = await saveButton(
      api,
      {
        name: 'Gift card',
        accountId: eur.accountId,
        amount: '50',
        description: '',
        logoId: null,
        returnUrl: '',
        pbnEnabled: true,
        pbnExpiryDays: 7,
      },
      newIdempotencyKey(),
    );
    expect(await fetchButtons(api)).toEqual([button]);
    expect((await fetchSubscribers(api, 1)).total).toBe(3);
    expect(await fetchIdentities(api)).toEqual([]);
    expect(await fetchReputation(api, ' anna.personal@demo.paydeck.test ')).toMatchObject([{ registered: true }]);
    const first = await fetchIpnPage(api, 1);
    expect(first.messages).toHaveLength(IPN_PAGE);
    expect(showLoadMore(IPN_PAGE, 1, first.total)).toBe(true);
    expect(showLoadMore(IPN_PAGE, 2, first.total)).toBe(false);
    expect(JSON.parse((await fetchIpnMessage(api, first.messages[0]?.id ?? 0)).body)).toMatchObject({
      event: 'payment',
    });
    expect(await fetchIpnSettings(api)).toEqual({ notifyUrl: '', notifyStatusId: 1 });
    expect(await fetchPaymentNotification(api)).toMatchObject({ statusId: 1, secret: null });
  });
});
