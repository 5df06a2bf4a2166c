// @vitest-environment node
// Mass transfers over HTTP (MASS-WIRE.md "Mass transfers"): the input rule (a file or text, exactly one), the
// refusals of a malformed file, the summary without booking, the submit booking every accepted row through the
// ledger once (the same key answers again), the batch in history's list, p2p to the payees' balances with the
// extra FX markup, and one approval deciding the whole batch.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { toMinor } from '../../money.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations, noViolations } from '../accounts/ledger/checks.ts';
import { sampleCsv } from '../transfers/documents.ts';
import { transferBatches } from '../transfers/tables.ts';

interface Account {
  accountId: number;
  currencyCode: string;
  typeId: number;
  balance: string;
}
// biome-ignore lint/suspicious/noExplicitAny: JSON answers read loosely in assertions
type Body = Record<string, any>;
const minor = (text: string) => toMinor(text, 'EUR') ?? 0n;
const anna = loginOf('anna.personal');
const boris = loginOf('boris.business');

describe('mass transfers', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  const eur = async (who: string) =>
    ((await t.call('balanceInquiry', {}, { token: tokens[who] })).body.accounts as Account[]).find(
      (a) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;
  const send = async (
    who: string,
    method: string,
    data: Body,
    file?: { text: string; name: string },
    key = newKey(),
  ) => {
    const account = (await eur(who)).accountId;
    const accountField = method === 'p2pMassTransfer' ? { fromAccountId: account } : { accountId: account };
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: 'November', ...accountField, ...data }));
    if (file) form.set('file', new Blob([file.text]), file.name);
    const response = await t.request(`/api?method=${method}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[who]}`, 'idempotency-key': key },
      body: form,
    });
    return (await response.json()) as Body;
  };
  const errors = (body: Body) => (body.validationErrors ?? []).map((e: Body) => `${e.param}: ${e.description}`);
  const batches = async () => (await t.db.select().from(transferBatches)).length;

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const who of ['rosa.rails', 'anna.personal', 'sofia.sms', 'boris.business', 'erin.employee']) {
      tokens[who] = (await t.signIn(who)).accessToken;
    }
  });
  afterAll(() => t.close());

  const sample = (type: string) => ({ text: sampleCsv(type) ?? '', name: `${type}.csv` });
  test.each([
    ['both a file and text', { data: 'a,b' }, sample('wire'), 'data: give a file or text content, not both'],
    ['neither', {}, undefined, 'file: is required (or text content)'],
    ['wrong columns', {}, { text: 'name,amount\nAna,1\n', name: 'w.csv' }, 'file: must have the columns'],
    ['a formula', {}, { text: `${sampleCsv('wire')}`.replace('Marta Lopez', '=1+2'), name: 'w.csv' }, 'formulas'],
    ['too many rows', { data: 'x,1,EUR,d\n'.repeat(1001) }, undefined, 'data: must have at most 1,000 payment rows'],
    ['text with wrong cells', { data: 'Ana,1' }, undefined, 'data: row 1 must have'],
  ])('refused whole, nothing booked: %s', async (_case, data, file, message) => {
    const before = await batches();
    const body = await send('rosa.rails', 'transferWireMass', data, file);
    expect(body.responseCode).toBe('VF');
    expect(errors(body).join()).toContain(message);
    expect(await batches()).toBe(before);
  });

  test.each([
    ['wire', 'transferWireMass', '25.00', '10.00', null],
    ['eft', 'transferEftMass', '25.00', '2.50', null],
    ['oct', 'transferOctMass', '25.00', '1.00', null],
    ['crypto', 'transferCryptoEftMass', '25.00', '3.25', null], // the bank's 2.00 and the network's
    ['p2p', 'p2pMassTransfer', '25.00', '0.20', '0.00'],
  ])('the %s sample file is summarised without booking', async (type, method, amount, fee, markup) => {
    const text = (sampleCsv(type) ?? '').replace('marta.lopez@example.com', anna);
    const before = await batches();
    const body = await send('rosa.rails', method, { onlySummary: true }, { text, name: `${type}.csv` });
    expect(body.rows[0]?.problems ?? []).toEqual([]);
    expect(body.summary).toMatchObject({ count: 1, rejectedCount: 0, maximumTrxFee: fee, currencyCode: 'EUR' });
    expect(body.summary.extraFxMarkupPercent).toBe(markup);
    expect(minor(body.summary.estimatedTotal)).toBeGreaterThanOrEqual(minor(amount) + minor(fee));
    expect(await batches()).toBe(before);
  });

  test('a wire batch books its accepted rows once, lists the bad one, and shows in history', async () => {
    const good = 'Hans Weber,DE89370400440532013000,COBADEFFXXX,DE,goods,100.00,EUR,Rent';
    const bad = 'Bad Iban,DE00370400440532013000,COBADEFFXXX,DE,goods,5.00,EUR,';
    const data = { data: `${good}\n${bad}` };
    const summary = await send('rosa.rails', 'transferWireMass', { ...data, onlySummary: true });
    expect(summary.summary).toMatchObject({ count: 1, rejectedCount: 1, estimatedTotal: '110.00' });
    expect(summary.rows[1].problems).toEqual([{ param: 'iban', description: 'is not a valid IBAN' }]);
    const before = minor((await eur('rosa.rails')).balance);
    const key = newKey();
    const first = await send('rosa.rails', 'transferWireMass', data, undefined, key);
    expect(first).toMatchObject({
      responseCode: '00',
      approveType: 'none',
      fee: '10.00',
      link: '/history/batch-transfers',
    });
    const again = await send('rosa.rails', 'transferWireMass', data, undefined, key);
    expect(again.batchId).toBe(first.batchId);
    expect(minor((await eur('rosa.rails')).balance)).toBe(before - 11_000n);
    const list = await t.call('batchTransferList', {}, { token: tokens['rosa.rails'] });
    expect(list.body.batches[0]).toMatchObject({ batchId: first.batchId, name: 'November', rows: 1, type: 'wire' });
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('an 8-decimal (BTC) batch keeps its rows exactly: booked, listed and in its file', async () => {
    const dora = (await t.signIn('dora.direct')).accessToken;
    const accounts = (await t.call('balanceInquiry', {}, { token: dora })).body.accounts as Account[];
    const btc = accounts.find((a) => a.currencyCode === 'BTC' && a.typeId === 1001) as Account;
    const form = new FormData();
    const row = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh,bitcoin,0.12345678,BTC,Cold wallet';
    form.set('data', JSON.stringify({ batchName: 'Satoshis', accountId: btc.accountId, data: row }));
    const response = await t.request('/api?method=transferCryptoEftMass', {
      method: 'POST',
      headers: { authorization: `Bearer ${dora}`, 'idempotency-key': newKey() },
      body: form,
    });
    const body = (await response.json()) as Body;
    expect(body.rows?.[0]?.problems ?? errors(body)).toEqual([]);
    expect(body.rows[0].amount).toBe('0.12345678');
    const file = await t.call('batchFileView', { id: body.batchId }, { token: dora });
    expect(file.body.rows.map((r: Body) => [r.amount, r.currencyCode])).toEqual([['0.12345678', 'BTC']]);
    const list = await t.call('batchTransferList', {}, { token: dora });
    expect(list.body.batches[0]).toMatchObject({ batchId: body.batchId, totalAmount: '0.12345678' });
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('p2p by text books to the payees, converting with the markup', async () => {
    const annaUsd = async () =>
      ((await t.call('balanceInquiry', {}, { token: tokens['anna.personal'] })).body.accounts as Account[]).find(
        (a) => a.currencyCode === 'USD' && a.typeId === 1001,
      ) as Account;
    const [annaEur, annaUsdBefore] = [await eur('anna.personal'), await annaUsd()];
    const data = { data: `email,amount,currency,description\n${anna},10.00,EUR,Lunch\n${anna},20.00,USD,Books` };
    const body = await send('rosa.rails', 'p2pMassTransfer', data);
    expect(body.responseCode).toBe('00');
    expect(body.summary).toMatchObject({ count: 2, extraFxMarkupPercent: '1.00' });
    // 30.00 + fees 0.20 + 0.20 + the markup of the USD row (1 % of 20.00)
    expect(body.summary.estimatedTotal).toBe('30.60');
    expect(minor((await eur('anna.personal')).balance)).toBe(minor(annaEur.balance) + 1_000n);
    expect(minor((await annaUsd()).balance)).toBeGreaterThan(minor(annaUsdBefore.balance));
  });

  test.each([
    ['a payee that is the sender', () => loginOf('rosa.rails'), 'email: is not another customer'],
    ['an unknown payee', () => 'nobody@example.com', 'email: is not another customer'],
    ['an amount of zero', () => `${anna}`, 'amount: must be a positive EUR amount', '0'],
  ])('a p2p row with %s is refused with its message', async (_case, email, message, amount = '5.00') => {
    const body = await send('rosa.rails', 'p2pMassTransfer', { onlySummary: true, data: `${email()},${amount},EUR,x` });
    expect(body.rows[0].problems.map((p: Body) => `${p.param}: ${p.description}`)).toEqual([message]);
  });

  test('with an approval mode the batch is held until one code approves every row', async () => {
    const [sofia, annaFirst] = [await eur('sofia.sms'), await eur('anna.personal')];
    const data = { data: `${anna},5.00,EUR,a\n${boris},6.00,EUR,b` };
    const body = await send('sofia.sms', 'p2pMassTransfer', data);
    expect(body).toMatchObject({ responseCode: '00', approveType: 'sms', statusId: 41 });
    // Held: the payees are credited only by the approval (security review C1).
    expect((await eur('anna.personal')).balance).toBe(annaFirst.balance);
    const [row] = await t.db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(and(isNotNull(outboxMessages.code), eq(outboxMessages.subject, 'Transfer code')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const annaBefore = minor((await eur('anna.personal')).balance);
    const approved = await t.call(
      'transferApprove',
      { trxid: body.operationId, approvalCode: String(row?.code) },
      { token: tokens['sofia.sms'] },
    );
    expect(approved.body.responseCode).toBe('00');
    const file = await t.call('batchFileView', { id: body.batchId }, { token: tokens['sofia.sms'] });
    expect(file.body.rows.map((r: Body) => r.status)).toEqual(['completed', 'completed']);
    expect(minor((await eur('sofia.sms')).balance)).toBe(minor(sofia.balance) - 1_100n - 40n);
    expect(minor((await eur('anna.personal')).balance)).toBe(annaBefore + 500n);
  });

  test("erin's (right 3) batch is one company request; boris approves it as a whole", async () => {
    const body = await send('erin.employee', 'p2pMassTransfer', { data: `${anna},3.00,EUR,a\n${anna},4.00,EUR,b` });
    expect(body).toMatchObject({ responseCode: '00', approveType: 'none', statusId: 41 });
    const northwind = (await t.call('customerInfo', {}, { token: tokens['erin.employee'] })).body.customer.customerId;
    const asBoris = (method: string, payload: object, key?: string) =>
      t.call(
        method,
        { ...payload, fromCustomerId: northwind },
        { token: tokens['boris.business'], ...(key ? { key } : {}) },
      );
    const list = await asBoris('businessTransactionRequestList', { page: 1 });
    expect(list.body.transactionRequestList.total).toBe(0);
    expect(list.body.massTransactionRequestList.items).toEqual([
      expect.objectContaining({ batchId: body.batchId, total: '7.00', currencyCode: 'EUR', rows: 2 }),
    ]);
    const approve = await asBoris(
      'businessMassTransactionRequestApprove',
      { batchId: body.batchId, declined: false },
      newKey(),
    );
    expect(approve.body).toMatchObject({ responseCode: '00', statusId: 2 });
    const file = await t.call('batchFileView', { id: body.batchId }, { token: tokens['erin.employee'] });
    expect(file.body.rows.map((r: Body) => r.status)).toEqual(['completed', 'completed']);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });
});
