// @vitest-environment node
// Own-account lookups, recurring transfers and preapproved payments, and company transaction requests
// over HTTP: erin (right 3) creates, boris (right 2) sees it through a realtime event, approves or declines.
import { toCents } from '../../money.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations } from '../accounts/ledger/checks.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}
const cents = (text: string): bigint => {
  const value = toCents(text);
  if (value === null) throw new Error(`not an amount: ${text}`);
  return value;
};

describe('own accounts and company requests', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  let northwind: number;
  const events: { customerId: number; type: string; code?: string; title?: string }[] = [];
  const accountsOf = async (who: string, body: object = {}) =>
    (await t.call('balanceInquiry', body, { token: token[who] })).body.accounts as Account[];
  const payment = (list: Account[], currencyCode: string) =>
    list.find((a) => a.currencyCode === currencyCode && a.typeId === 1001) as Account;
  const asBoris = (method: string, body: object = {}, key?: string) =>
    t.call(method, { ...body, fromCustomerId: northwind }, { token: token.boris, ...(key ? { key } : {}) });

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const [who, name] of [
      ['anna', 'anna.personal'],
      ['erin', 'erin.employee'],
      ['boris', 'boris.business'],
    ]) {
      token[who as string] = (await t.signIn(name as string)).accessToken;
    }
    northwind = (await t.call('customerInfo', {}, { token: token.erin })).body.customer.customerId;
    const publish = t.sandbox.hub.publish.bind(t.sandbox.hub);
    t.sandbox.hub.publish = (customerId, event) => {
      events.push({ customerId, type: event.type, code: event.code, title: event.notification?.title });
      return publish(customerId, event);
    };
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
  });

  test.each([
    ['EUR', 'EUR', '1.00000000'],
    ['eur', 'EUR', '1.00000000'],
    ['EUR', 'USD', '1.08000000'],
    ['USD', 'EUR', '0.92592593'],
  ])('transferExchangeRate %s → %s is %s', async (fromCurrencyCode, toCurrencyCode, exchangeRate) => {
    const answer = await t.call('transferExchangeRate', { fromCurrencyCode, toCurrencyCode }, { token: token.anna });
    expect(answer.body).toMatchObject({ responseCode: '00', exchangeRate });
  });

  test('fee, maximum amount and limits between own accounts', async () => {
    const list = await accountsOf('anna');
    const [eur, usd] = [payment(list, 'EUR'), payment(list, 'USD')];
    const ids = { fromAccountId: eur.accountId, toAccountId: usd.accountId };
    const fee = await t.call('transferBetweenAccountsFee', { amount: '10', ...ids }, { token: token.anna });
    expect(fee.body).toMatchObject({ responseCode: '00', fee: '0.00', feeCurrencyCode: 'EUR' });
    const max = await t.call('transferMaxAmount', { operation: 'betweenAccounts', ...ids }, { token: token.anna });
    expect(max.body).toMatchObject({ responseCode: '00', amount: eur.balance, type: 'balance' });
    const limits = await t.call(
      'customerLimits',
      { type: 'betweenAccounts', currencyCode: 'EUR', fromAccountId: eur.accountId },
      { token: token.anna },
    );
    expect(limits.body.limits).toEqual([
      { period: 'day', limit: '25000.00', used: expect.any(String), currencyCode: 'EUR' },
      { period: 'month', limit: '100000.00', used: expect.any(String), currencyCode: 'EUR' },
    ]);
    const foreign = await t.call(
      'transferMaxAmount',
      { operation: 'betweenAccounts', fromAccountId: 1, toAccountId: 2 },
      { token: token.anna },
    );
    expect(foreign.body).toMatchObject({ responseCode: 'VF' });
  });

  test('a recurring transfer books the first one and lists the rest under preapproved payments', async () => {
    const list = await accountsOf('anna');
    const [eur, usd] = [payment(list, 'EUR'), payment(list, 'USD')];
    const submit = await t.call(
      'transferBetweenAccounts',
      {
        fromAccount: eur.accountId,
        toAccount: usd.accountId,
        toAmount: '10.80',
        subscriptionFrequency: 'monthly',
        subscriptionTransactions: 3,
      },
      { token: token.anna, key: newKey() },
    );
    expect(submit.body).toMatchObject({
      responseCode: '00',
      statusId: 2,
      approveType: 'none',
      subscriptionId: expect.any(Number),
    });
    const listed = await t.call('preapprovedPaymentList', { type: 'subscription' }, { token: token.anna });
    expect(listed.body.payments).toContainEqual(
      expect.objectContaining({
        id: submit.body.subscriptionId,
        amount: '10.80',
        currencyCode: 'USD',
        frequency: 'monthly',
        remaining: 2,
        userCancel: true,
      }),
    );
    const amounts = async (filter: object) =>
      ((await t.call('preapprovedPaymentList', filter, { token: token.anna })).body.payments as { amount: string }[])
        .map((p) => p.amount)
        .sort();
    expect(await amounts({})).toEqual(['10.80', '25.00', '54.00']); // two seeded
    expect(await amounts({ toAmount: '30' })).toEqual(['10.80', '25.00']);
    expect(await amounts({ fromAmount: '10.81', toAmount: '24.99' })).toEqual([]);
    expect(await amounts({ type: 'p2p' })).toEqual([]);
    const cancel = await t.call('preapprovedPaymentCancel', { id: submit.body.subscriptionId }, { token: token.anna });
    expect(cancel.body).toMatchObject({ responseCode: '00', cancelled: true });
    expect(await amounts({})).toEqual(['25.00', '54.00']);
    const bankSet = listed.body.payments.find((p: { userCancel: boolean }) => !p.userCancel);
    const refused = await t.call('preapprovedPaymentCancel', { id: bankSet.id }, { token: token.anna });
    expect(refused.body).toMatchObject({ validationErrors: [{ param: 'id', description: 'cannot be cancelled' }] });
    const twice = await t.call('preapprovedPaymentCancel', { id: submit.body.subscriptionId }, { token: token.anna });
    expect(twice.body).toMatchObject({ responseCode: 'VF' });
  });

  test.each([
    [{ subscriptionEndDate: '2027-01-01' }, 'subscriptionEndDate'],
    [{ subscriptionFrequency: 'daily' }, 'subscriptionFrequency'],
    [
      { subscriptionFrequency: 'weekly', subscriptionEndDate: '2027-01-01', subscriptionTransactions: 4 },
      'subscriptionTransactions',
    ],
  ])('recurring fields %j are refused on %s', async (fields, param) => {
    const list = await accountsOf('anna');
    const answer = await t.call(
      'transferBetweenAccounts',
      {
        fromAccount: payment(list, 'EUR').accountId,
        toAccount: payment(list, 'USD').accountId,
        toAmount: '1.08',
        ...fields,
      },
      { token: token.anna, key: newKey() },
    );
    expect(answer.body).toMatchObject({ responseCode: 'VF', validationErrors: [expect.objectContaining({ param })] });
  });

  test("erin's transfer reaches boris through an event; he approves it and it is booked", async () => {
    const list = await accountsOf('erin');
    const [eur, gbp] = [payment(list, 'EUR'), payment(list, 'GBP')];
    const submit = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: gbp.accountId, toAmount: '8.50' },
      { token: token.erin, key: newKey() },
    );
    expect(submit.body).toMatchObject({ responseCode: '00', statusId: 41, responseDescription: 'Transaction created' });
    const borisOwn = (await t.call('customerInfo', {}, { token: token.boris })).body.customer.customerId;
    expect(events).toContainEqual(
      expect.objectContaining({ customerId: borisOwn, type: 'transaction', code: 'approvalRequested' }),
    );
    expect(events).toContainEqual(expect.objectContaining({ customerId: borisOwn, type: 'notification', title: '1' }));
    expect((await asBoris('businessNotificationsCount')).body.count).toBe(1);
    const requests = await asBoris('businessTransactionRequestList', { page: 1 });
    expect(requests.body.transactionRequestList).toMatchObject({
      total: 1,
      items: [
        { transactionId: submit.body.transactionId, total: '10.00', currencyCode: 'EUR', createdByName: 'Erin Walsh' },
      ],
    });
    const byOther = await asBoris('businessTransactionRequestList', { page: 1, createdBy: 999_999 });
    expect(byOther.body.transactionRequestList.total).toBe(0);
    expect((await t.call('businessTransactionRequestList', { page: 1 }, { token: token.erin })).body.responseCode).toBe(
      '13',
    );

    const approve = await asBoris(
      'businessTransactionRequestApprove',
      { transactionIds: [submit.body.transactionId], declined: false },
      newKey(),
    );
    expect(approve.body.results).toEqual([
      { transactionId: submit.body.transactionId, statusId: 2, responseDescription: 'Approved' },
    ]);
    expect(events).toContainEqual(
      expect.objectContaining({ customerId: northwind, type: 'transaction', code: 'approved' }),
    );
    expect((await asBoris('businessNotificationsCount')).body.count).toBe(0);
    const again = await asBoris(
      'businessTransactionRequestApprove',
      { transactionIds: [submit.body.transactionId], declined: true },
      newKey(),
    );
    expect(again.body).toMatchObject({ responseCode: 'VF' });
  });

  test('each request names its payee, their account, the account it leaves and its fee', async () => {
    const erin = await accountsOf('erin');
    const [eur, gbp] = [payment(erin, 'EUR'), payment(erin, 'GBP')];
    const own = await t.call(
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: gbp.accountId, toAmount: '2.55' },
      { token: token.erin, key: newKey() },
    );
    const p2p = await t.call(
      'p2pTransferFunds',
      { fromAccountId: eur.accountId, toEmail: 'anna.personal@demo.paydeck.test', amount: '3.00' },
      { token: token.erin, key: newKey() },
    );
    const numberOf = async (who: string, accountId: number) =>
      (await t.call('balanceInquiry', {}, { token: token[who] })).body.accounts.find(
        (a: { accountId: number }) => a.accountId === accountId,
      )?.accountNumber;
    const annaEur = payment(await accountsOf('anna'), 'EUR');
    const items = (await asBoris('businessTransactionRequestList', { page: 1 })).body.transactionRequestList.items;
    const itemOf = (id: number) => items.find((item: { transactionId: number }) => item.transactionId === id);
    const leaves = await numberOf('erin', eur.accountId);
    expect(itemOf(own.body.transactionId)).toMatchObject({
      payeeName: 'Northwind Media Ltd',
      payeeEmail: null,
      payeeAccount: await numberOf('erin', gbp.accountId),
      payeeBank: null,
      fromAccountNumber: leaves,
      fee: '0.00',
      toAmount: '2.55',
      toCurrencyCode: 'GBP',
    });
    expect(itemOf(p2p.body.transactionId)).toMatchObject({
      payeeName: 'Anna Novak',
      payeeEmail: 'anna.personal@demo.paydeck.test',
      payeeAccount: await numberOf('anna', annaEur.accountId),
      fromAccountNumber: leaves,
      fee: '0.20',
      toAmount: '3.00',
      toCurrencyCode: 'EUR',
    });
    const ids = [own.body.transactionId, p2p.body.transactionId];
    await asBoris('businessTransactionRequestApprove', { transactionIds: ids, declined: true }, newKey());
  });

  test('a declined request releases the held funds', async () => {
    const before = payment(await accountsOf('erin'), 'EUR');
    const submit = await t.call(
      'transferBetweenAccounts',
      {
        fromAccount: before.accountId,
        toAccount: payment(await accountsOf('erin'), 'GBP').accountId,
        toAmount: '4.25',
      },
      { token: token.erin, key: newKey() },
    );
    expect(cents(payment(await accountsOf('erin'), 'EUR').balance)).toBe(cents(before.balance) - 500n);
    const decline = await asBoris(
      'businessTransactionRequestApprove',
      { transactionIds: [submit.body.transactionId], declined: true },
      newKey(),
    );
    expect(decline.body.results[0]).toMatchObject({ statusId: 26, responseDescription: 'Declined' });
    expect(payment(await accountsOf('erin'), 'EUR').balance).toBe(before.balance);
    expect(events).toContainEqual(expect.objectContaining({ customerId: northwind, code: 'rejected' }));
  });
});
