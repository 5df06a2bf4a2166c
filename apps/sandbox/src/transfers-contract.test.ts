// @vitest-environment node
// (Type-checked by tsconfig.contract.json, like contract.test.ts.) The transfer answers of this sandbox parsed by
// @paydeck/transfers/api's own fetchers and schemas over HTTP, through the real client, as the transfer screens
// will call them; and the realtime transaction event as an action publishes it. An answer that drifts fails here.
import { createApiClient, newIdempotencyKey } from '@paydeck/api-client';
import {
  approveTransfer,
  cancelPreapprovedPayment,
  checkPayee,
  decideTransactionRequests,
  fetchBeneficiaries,
  fetchExchangeRate,
  fetchLimits,
  fetchMaxAmount,
  fetchOwnTransferFee,
  fetchP2pFee,
  fetchPreapprovedPayments,
  fetchRecentTransfers,
  fetchRecentTransfersSplit,
  fetchRequestCount,
  fetchTransactionRequests,
  p2pTransferFunds,
  readTransactionEvent,
  retryTransferSms,
  transferBetweenAccounts,
} from '@paydeck/transfers/api';
import { fetchTransactionDetails } from '@paydeck/accounts/api';
import { createTestSandbox, type TestSandbox } from './test/harness.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
}

describe('the transfer answers parse with @paydeck/transfers/api', () => {
  let t: TestSandbox;
  let base: string;
  const published: unknown[] = [];
  const clientOf = async (name: string) => {
    const { accessToken } = await t.signIn(name);
    const api = createApiClient({
      roots: { api: `${base}/api` },
      getAccessToken: async () => accessToken,
      getLanguage: () => 'en',
      onAuthError: () => undefined,
      onTermsError: () => undefined,
    });
    const accounts = (await t.call('balanceInquiry', {}, { token: accessToken })).body.accounts as Account[];
    const payment = (code: string) => accounts.find((a) => a.currencyCode === code && a.typeId === 1001) as Account;
    return { api, payment };
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    base = await t.listen();
    const publish = t.sandbox.hub.publish.bind(t.sandbox.hub);
    t.sandbox.hub.publish = (customerId, event) => {
      published.push(event);
      return publish(customerId, event);
    };
  });
  afterAll(() => t.close());

  test('own accounts: the lookups and a recurring transfer, then its preapproved payment', async () => {
    const { api, payment } = await clientOf('anna.personal');
    const ids = { fromAccountId: payment('EUR').accountId, toAccountId: payment('USD').accountId };
    await expect(fetchExchangeRate(api, { fromCurrencyCode: 'EUR', toCurrencyCode: 'USD' })).resolves.toBe(
      '1.08000000',
    );
    await expect(fetchOwnTransferFee(api, { amount: '10', ...ids })).resolves.toEqual({
      fee: '0.00',
      feeCurrencyCode: 'EUR',
    });
    await expect(fetchMaxAmount(api, { operation: 'betweenAccounts', ...ids })).resolves.toMatchObject({
      type: 'balance',
    });
    const limits = await fetchLimits(api, {
      type: 'betweenAccounts',
      currencyCode: 'EUR',
      fromAccountId: ids.fromAccountId,
    });
    expect(limits.map((l) => l.period)).toEqual(['day', 'month']);
    const result = await transferBetweenAccounts(
      api,
      {
        fromAccount: ids.fromAccountId,
        toAccount: ids.toAccountId,
        toAmount: '21.60',
        subscriptionFrequency: 'weekly',
      },
      newIdempotencyKey(),
    );
    expect(result).toMatchObject({ approveType: 'none', statusId: 2, fromAmount: '20.00', fee: '0.00' });
    const subscription = (await fetchPreapprovedPayments(api, { type: 'subscription' })).find(
      (p) => p.id === result.subscriptionId,
    );
    expect(subscription).toMatchObject({ id: result.subscriptionId, frequency: 'weekly', amount: '21.60' });
    await expect(cancelPreapprovedPayment(api, subscription?.id ?? 0)).resolves.toBe(subscription?.id);
    expect(readTransactionEvent(published.at(-1))).toMatchObject({
      code: 'booked',
      transaction: { operationId: result.operationId },
    });
  });

  test('p2p: payee, fee, transfer, recent and beneficiaries', async () => {
    const { api, payment } = await clientOf('anna.personal');
    const toEmail = 'pavel.push@demo.paydeck.test';
    await expect(checkPayee(api, toEmail)).resolves.toEqual({ exists: true, isEmployee: false, outBlacklist: true });
    const fromAccountId = payment('EUR').accountId;
    await expect(fetchP2pFee(api, { amount: '50', fromAccountId, toEmail })).resolves.toEqual({
      fee: '0.25',
      feeCurrencyCode: 'EUR',
    });
    const sent = await p2pTransferFunds(api, { fromAccountId, toEmail, amount: '50' }, newIdempotencyKey());
    expect(sent).toMatchObject({ approveType: 'none', statusId: 2, fee: '0.25' });
    const [recent] = await fetchRecentTransfers(api, { type: 'p2p', limit: 3 });
    expect(recent).toMatchObject({ transactionId: sent.transactionId, toEmail, type: 'p2p' });
    const split = await fetchRecentTransfersSplit(api);
    expect(split.thirdParty[0]?.transactionId).toBe(sent.transactionId);
    expect(split.own[0]?.type).toBe('betweenAccounts');
    await expect(fetchBeneficiaries(api)).resolves.toContainEqual(expect.objectContaining({ email: toEmail }));
  });

  test('sms approval: the retry and the code, and the rejection event', async () => {
    const { api, payment } = await clientOf('sofia.sms');
    const toEmail = 'anna.personal@demo.paydeck.test';
    const sent = await p2pTransferFunds(
      api,
      { fromAccountId: payment('EUR').accountId, toEmail, amount: '3' },
      newIdempotencyKey(),
    );
    expect(sent).toMatchObject({ approveType: 'sms', statusId: 41, availableApprovalMethods: ['sms'] });
    // The popup's missed-event check: the transaction's own history row.
    await expect(fetchTransactionDetails(api, sent.transactionId)).resolves.toMatchObject({
      statusId: 41,
      approval: { operationId: sent.operationId, approveType: 'sms', status: 'waiting' },
    });
    t.clock.advance(31_000);
    await expect(retryTransferSms(api, sent.operationId)).resolves.toMatchObject({ retryAfterSeconds: 30 });
    const inbox = (await (await t.request('/__sandbox/messages?to=')).json()) as {
      messages: { code: string | null; subject: string }[];
    };
    const messages = inbox.messages;
    const code = messages.find((m) => m.subject === 'Transfer code')?.code ?? '';
    await expect(
      approveTransfer(api, { trxid: sent.operationId, approvalCode: code }, newIdempotencyKey()),
    ).resolves.toMatchObject({
      transactionId: sent.transactionId,
      statusId: 2,
    });
    await expect(fetchTransactionDetails(api, sent.transactionId)).resolves.toMatchObject({
      statusId: 2,
      approval: { status: 'approved' },
    });
    const other = await p2pTransferFunds(
      api,
      { fromAccountId: payment('EUR').accountId, toEmail, amount: '2' },
      newIdempotencyKey(),
    );
    for (const _ of [1, 2, 3]) {
      await approveTransfer(api, { trxid: other.operationId, approvalCode: '111111' }, newIdempotencyKey()).catch(
        () => undefined,
      );
    }
    const rejected = published.map(readTransactionEvent).find((e) => e?.code === 'rejected');
    expect(rejected?.transaction).toMatchObject({
      operationId: other.operationId,
      errors: [{ param: 'approvalCode' }],
    });
  });

  test('company requests: the list, the count and the decision', async () => {
    const erin = await clientOf('erin.employee');
    const created = await transferBetweenAccounts(
      erin.api,
      { fromAccount: erin.payment('EUR').accountId, toAccount: erin.payment('GBP').accountId, toAmount: '1.70' },
      newIdempotencyKey(),
    );
    expect(created).toMatchObject({ statusId: 41, responseDescription: 'Transaction created' });
    const boris = await clientOf('boris.business'); // his own customer is Northwind
    await expect(fetchRequestCount(boris.api)).resolves.toBe(1);
    const list = await fetchTransactionRequests(boris.api, { page: 1 });
    expect(list.transactionRequestList.items[0]).toMatchObject({
      transactionId: created.transactionId,
      total: '2.00',
      payeeName: 'Northwind Media Ltd',
      payeeAccount: expect.stringMatching(/^PD\d+$/),
      fromAccountNumber: expect.stringMatching(/^PD\d+$/),
      fee: '0.00',
      toAmount: '1.70',
      toCurrencyCode: 'GBP',
    });
    expect(list.massTransactionRequestList).toEqual({ items: [], total: 0 });
    await expect(
      decideTransactionRequests(
        boris.api,
        { transactionIds: [created.transactionId], declined: false },
        newIdempotencyKey(),
      ),
    ).resolves.toEqual([{ transactionId: created.transactionId, statusId: 2, responseDescription: 'Approved' }]);
  });
});
