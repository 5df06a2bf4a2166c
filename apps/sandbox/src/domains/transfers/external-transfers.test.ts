// @vitest-environment node
// External submits over HTTP as rosa.rails: each rail books to the cent (fee, FX) through the ledger; the
// statuses move (approval, clearing); a repeated Idempotency-Key books once; a business without the rail's
// flag gets 13. The refusals are external-refusals.test.ts.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { ledgerViolations } from '../accounts/ledger/checks.ts';
import { users } from '../customer/tables.ts';
import { type Account, type Body, eftToBr, externalCalls, hans, minor } from './external-test-support.ts';
import { externalTransfers } from './tables.ts';

describe('external transfers booked', () => {
  let t: TestSandbox;
  let rosa: string;
  const { accounts, account, submit, booked, errors, settle } = externalCalls(
    () => t,
    () => rosa,
  );

  beforeAll(async () => {
    t = await createTestSandbox();
    rosa = (await t.signIn('rosa.rails')).accessToken;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    expect(Object.values(await ledgerViolations(t.db)).flat()).toEqual([]);
  });

  test('a wire from the usable template: debited to the cent, pending until the clearing settles it', async () => {
    const before = minor((await account('EUR')).balance);
    const answer = await submit('transferWire', { amount: '1000.00', ...hans });
    expect(answer).toMatchObject({
      responseCode: '00',
      approveType: 'none',
      statusId: 23,
      transferType: 'wire',
      fromAmount: '1000.00',
      toAmount: '1000.00',
      toCurrencyCode: 'EUR',
      fee: '10.00',
    });
    expect(minor((await account('EUR')).balance)).toBe(before - 101_000n);
    const [row] = await t.db
      .select()
      .from(externalTransfers)
      .where(eq(externalTransfers.transactionId, Number(answer.transactionId)));
    expect(row).toMatchObject({ rail: 'wire', templateId: 1, countryCode: 'DE' });
    expect(row?.details).toMatchObject({
      iban: 'DE94500700100123456789',
      swift: 'DEUTDEFF',
      bankName: 'Deutsche Bank AG',
      extraParams: { paymentPurpose: 'goods' },
    });
    expect((await settle(answer.transactionId, 'completed')).statusId).toBe(2);
    expect((await settle(answer.transactionId, 'completed')).status).toBe(404); // settled once
    const history = (await t.call('transactionHistory', { keyword: String(answer.transactionId) }, { token: rosa }))
      .body;
    expect(JSON.stringify(history)).toContain('Hans Müller');
  });

  test('a returned wire gives the amount and the fee back', async () => {
    const before = minor((await account('EUR')).balance);
    const answer = await submit('transferWire', { amount: '250.00', ...hans });
    expect(minor((await account('EUR')).balance)).toBe(before - 26_000n);
    expect((await settle(answer.transactionId, 'returned')).statusId).toBe(26);
    expect(minor((await account('EUR')).balance)).toBe(before);
  });

  test.each<[string, string, Body, Body]>([
    [
      'EFT to BR in USD from EUR',
      'transferEft',
      eftToBr,
      {
        statusId: 23,
        fromAmount: '100.00',
        toAmount: '108.00',
        toCurrencyCode: 'USD',
        exchangeRate: '1.08000000',
        fee: '2.50',
      },
    ],
    ['card payout to the saved card', 'transferOct', { cardId: 1 }, { statusId: 2, toAmount: '100.00', fee: '1.00' }],
    [
      'crypto: BTC bought with EUR',
      'transferCryptoEft',
      { currencyCode: 'BTC', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      { statusId: 2, toAmount: '0.00200000', toCurrencyCode: 'BTC', fee: '4.50' },
    ],
    [
      'instant to a PIX key',
      'transferInstant',
      { countryCode: 'BR', instantKey: 'joao.silva@example.com.br', instantKeyType: 'email' },
      { statusId: 2, toAmount: '100.00', fee: '0.50' },
    ],
    [
      'interac in CAD from EUR',
      'transferInterac',
      {
        beneficiaryName: 'Li Wei',
        email: 'li.wei@example.ca',
      },
      { statusId: 2, toAmount: '147.00', toCurrencyCode: 'CAD', fee: '1.50' },
    ],
  ])('books %s: amount + fee leave the account exactly', async (_, method, body, expected) => {
    const before = minor((await account('EUR')).balance);
    const answer = await submit(method, { amount: '100.00', ...body });
    expect(answer).toMatchObject({ responseCode: '00', fromAmount: '100.00', fromCurrencyCode: 'EUR', ...expected });
    expect(minor((await account('EUR')).balance)).toBe(before - 10_000n - minor(String(answer.fee)));
  });

  test('the fee variant quotes what the submit books', async () => {
    const from = (await account('USD')).accountId;
    const fee = await t.call(
      'transferInteracFee',
      { fromAccountId: from, amount: '100.00', countryCode: 'CA' },
      { token: rosa },
    );
    expect(fee.body).toMatchObject({
      fee: '1.62',
      feeCurrencyCode: 'USD',
      toAmount: '136.11',
      exchangeRate: '1.36111111',
    });
    const refused = await t.call(
      'transferEftFee',
      { fromAccountId: from, amount: '1.00', countryCode: 'DE' },
      { token: rosa },
    );
    expect(errors(refused.body)).toEqual(['countryCode: is not available for eft']);
    const network = await t.call('cryptoFee', { currencyCode: 'BTC' }, { token: rosa });
    expect(network.body).toMatchObject({ fee: '0.00005000', feeCurrencyCode: 'BTC' });
  });

  test('the same Idempotency-Key books once and answers the same', async () => {
    const key = newKey();
    const before = await booked();
    const first = await submit('transferOct', { amount: '5.00', cardId: 1 }, 'EUR', key);
    const again = await submit('transferOct', { amount: '5.00', cardId: 1 }, 'EUR', key);
    expect(again.transactionId).toBe(first.transactionId);
    expect(await booked()).toBe(before + 1);
  });

  test('sms approval: held (41) until the code, then pending at the clearing (23), then completed', async () => {
    await t.db
      .update(users)
      .set({ transactionApproveMode: 'sms' })
      .where(eq(users.login, loginOf('rosa.rails')));
    try {
      const answer = await submit('transferWire', { amount: '40.00', ...hans });
      expect(answer).toMatchObject({ responseCode: '00', approveType: 'sms', statusId: 41 });
      expect(minor((await account('EUR')).pendingAmount)).toBeGreaterThanOrEqual(5_000n);
      expect((await settle(answer.transactionId, 'completed')).status).toBe(404); // not approved yet
      const [message] = await t.db
        .select({ code: outboxMessages.code })
        .from(outboxMessages)
        .where(and(isNotNull(outboxMessages.code), eq(outboxMessages.subject, 'Transfer code')))
        .orderBy(desc(outboxMessages.id))
        .limit(1);
      const approved = await t.call(
        'transferApprove',
        { trxid: answer.operationId, approvalCode: String(message?.code) },
        { token: rosa },
      );
      expect(approved.body).toMatchObject({ responseCode: '00', statusId: 23 });
      expect((await settle(answer.transactionId, 'completed')).statusId).toBe(2);
    } finally {
      await t.db
        .update(users)
        .set({ transactionApproveMode: 'none' })
        .where(eq(users.login, loginOf('rosa.rails')));
    }
  });

  test('a business without the rail flag is refused with 13; with it, the wire is booked', async () => {
    const boris = (await t.signIn('boris.business')).accessToken;
    const eur = (await accounts(boris)).find((a) => a.currencyCode === 'EUR' && a.typeId === 1001) as Account;
    const oct = await t.call(
      'transferOct',
      { fromAccountId: eur.accountId, amount: '5.00', cardNumber: '5200828282828210' },
      { token: boris, key: newKey() },
    );
    expect(oct.body.responseCode).toBe('13');
    const wire = await t.call(
      'transferWire',
      {
        fromAccountId: eur.accountId,
        amount: '5.00',
        beneficiaryName: 'Hans Müller',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFF',
        bankCountryCode: 'DE',
        options: { extraParams: { paymentPurpose: 'services' } },
      },
      { token: boris, key: newKey() },
    );
    expect(wire.body).toMatchObject({ responseCode: '00', statusId: 23, fee: '10.00' });
  });

  test('an access-right-3 wire waits for the company (41); approved it is pending at the clearing (23)', async () => {
    const erin = (await t.signIn('erin.employee')).accessToken;
    const boris = (await t.signIn('boris.business')).accessToken;
    const eur = (await accounts(erin)).find((a) => a.currencyCode === 'EUR' && a.typeId === 1001) as Account;
    const wire = await t.call(
      'transferWire',
      {
        fromAccountId: eur.accountId,
        amount: '12.00',
        beneficiaryName: 'Hans Müller',
        iban: 'DE89370400440532013000',
        swift: 'COBADEFF',
        bankCountryCode: 'DE',
        options: { extraParams: { paymentPurpose: 'services' } },
      },
      { token: erin, key: newKey() },
    );
    expect(wire.body).toMatchObject({ responseCode: '00', responseDescription: 'Transaction created', statusId: 41 });
    const approve = await t.call(
      'businessTransactionRequestApprove',
      { transactionIds: [wire.body.transactionId], declined: false },
      { token: boris, key: newKey() },
    );
    expect(approve.body.results).toEqual([
      { transactionId: wire.body.transactionId, statusId: 23, responseDescription: 'Approved' },
    ]);
    expect((await settle(wire.body.transactionId, 'completed')).statusId).toBe(2);
  });

  test('the inbox lists a pending wire with Settle and Return; the form settles it and comes back', async () => {
    const answer = await submit('transferWire', { amount: '7.00', ...hans });
    const page = await (await t.request('/__sandbox/inbox')).text();
    expect(page).toContain('Wires and EFTs at the clearing');
    expect(page).toContain(`/__sandbox/transfers/external/${answer.transactionId}/settle`);
    const form = await t.request(`/__sandbox/transfers/external/${answer.transactionId}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=returned',
    });
    expect(form.status).toBe(303);
    const pending = (await (await t.request('/__sandbox/transfers/external/pending')).json()) as {
      transfers: { transactionId: number }[];
    };
    expect(pending.transfers.map((x) => x.transactionId)).not.toContain(answer.transactionId);
  });
});
