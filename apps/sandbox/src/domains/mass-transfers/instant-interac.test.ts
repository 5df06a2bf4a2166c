// @vitest-environment node
// Mass instant payments and interac transfers (transferInstantMass, transferInteracMass; MASS-WIRE.md "Mass
// transfers"): each row checked as its single submit, the rail's fixed currency, the batch booked and listed in
// history, the money held until the batch's one approval (and given back when it is refused), and the rail's flag.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { outboxMessages } from '../../db/tables.ts';
import { toMinor } from '../../money.ts';
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
const instantHeader = 'beneficiaryName,instantKeyType,instantKey,taxId,bankCode,country,amount,currency,description';
const interacHeader = 'beneficiaryName,email,phone,amount,currency,description';

describe('mass instant and interac', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  const eur = async (who: string) =>
    ((await t.call('balanceInquiry', {}, { token: tokens[who] })).body.accounts as Account[]).find(
      (a) => a.currencyCode === 'EUR' && a.typeId === 1001,
    ) as Account;
  const send = async (who: string, method: string, data: Body, file?: { text: string; name: string }) => {
    const form = new FormData();
    const accountId = (await eur(who)).accountId;
    form.set('data', JSON.stringify({ batchName: 'December', accountId, ...data }));
    if (file) form.set('file', new Blob([file.text]), file.name);
    const response = await t.request(`/api?method=${method}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens[who]}`, 'idempotency-key': newKey() },
      body: form,
    });
    return (await response.json()) as Body;
  };
  const problems = (body: Body) => body.rows[0].problems.map((p: Body) => `${p.param}: ${p.description}`);
  const lastCode = async () => {
    const [row] = await t.db
      .select({ code: outboxMessages.code })
      .from(outboxMessages)
      .where(and(isNotNull(outboxMessages.code), eq(outboxMessages.subject, 'Transfer code')))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    return String(row?.code);
  };

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const who of ['rosa.rails', 'sofia.sms', 'erin.employee']) tokens[who] = (await t.signIn(who)).accessToken;
  });
  afterAll(() => t.close());

  test.each([
    ['transferInstantMass', 'instant', '0.50'],
    ['transferInteracMass', 'interac', '1.50'],
  ])('%s summarises its sample file without booking', async (method, type, fee) => {
    const body = await send(
      'rosa.rails',
      method,
      { onlySummary: true },
      { text: sampleCsv(type) ?? '', name: 'x.csv' },
    );
    expect(body.rows[0].problems).toEqual([]);
    expect(body.summary).toMatchObject({ count: 1, rejectedCount: 0, maximumTrxFee: fee, extraFxMarkupPercent: null });
  });

  test.each([
    [
      'an unregistered key',
      'transferInstantMass',
      ',email,nobody@example.com,,,BR,5.00,EUR,',
      'instantKey: is not registered',
    ],
    ['a key type it lacks', 'transferInstantMass', ',iban,x,,,BR,5.00,EUR,', 'instantKeyType: is not valid'],
    [
      'a bank account key without its bank',
      'transferInstantMass',
      'Ana,account,12345,,,BR,5.00,EUR,',
      'bankCode: is required',
    ],
    [
      'a country without instant payment',
      'transferInstantMass',
      ',email,joao.silva@example.com.br,,,DE,5.00,EUR,',
      'country: is not available for instant_payment',
    ],
    [
      'GB in another currency than GBP',
      'transferInstantMass',
      'Ann,account,12345678,,NWBK,GB,5.00,EUR,',
      'currency: must be GBP',
    ],
    [
      'both an e-mail and a phone',
      'transferInteracMass',
      'Lea,lea@example.ca,4165550100,5.00,CAD,',
      'email: give only one',
    ],
    ['neither e-mail nor phone', 'transferInteracMass', 'Lea,,,5.00,CAD,', 'email: is required'],
    ['a bad phone', 'transferInteracMass', 'Lea,,12,5.00,,', 'phone: is not a valid phone number'],
    ['another currency than CAD', 'transferInteracMass', 'Lea,lea@example.ca,,5.00,USD,', 'currency: must be CAD'],
    ['no payee name', 'transferInteracMass', ',lea@example.ca,,5.00,CAD,', 'beneficiaryName: is required'],
  ])('a row with %s is listed with its problem', async (_case, method, row, problem) => {
    const header = method === 'transferInstantMass' ? instantHeader : interacHeader;
    const body = await send('rosa.rails', method, { onlySummary: true, data: `${header}\n${row}` });
    expect(body.summary).toMatchObject({ count: 0, rejectedCount: 1 });
    expect(problems(body)).toContain(problem);
  });

  test('an instant batch books its rows once, named by the key holder, and is in history', async () => {
    const before = minor((await eur('rosa.rails')).balance);
    const rows = ',email,joao.silva@example.com.br,,,BR,10.00,EUR,Rent\n,phone,5511987654321,,,BR,20.00,EUR,';
    const body = await send('rosa.rails', 'transferInstantMass', { data: rows });
    expect(body).toMatchObject({ responseCode: '00', approveType: 'none', fee: '1.00' });
    expect(body.rows.map((r: Body) => r.beneficiary)).toEqual(['João Silva', 'Maria Souza']);
    expect(minor((await eur('rosa.rails')).balance)).toBe(before - 3_100n);
    const list = await t.call('batchTransferList', {}, { token: tokens['rosa.rails'] });
    expect(list.body.batches[0]).toMatchObject({ batchId: body.batchId, name: 'December', rows: 2 });
    const file = await t.call('batchFileView', { id: body.batchId }, { token: tokens['rosa.rails'] });
    expect(file.body.rows.map((r: Body) => r.status)).toEqual(['completed', 'completed']);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('an interac batch waiting for the code holds the money; three wrong codes give it back', async () => {
    const before = minor((await eur('sofia.sms')).balance);
    const body = await send('sofia.sms', 'transferInteracMass', { data: 'Lea,lea@example.ca,,5.00,CAD,Gift' });
    expect(body).toMatchObject({ responseCode: '00', approveType: 'sms', statusId: 41 });
    expect(minor((await eur('sofia.sms')).balance)).toBe(before - 650n);
    const file = async () =>
      (await t.call('batchFileView', { id: body.batchId }, { token: tokens['sofia.sms'] })).body.rows.map(
        (r: Body) => r.status,
      );
    expect(await file()).toEqual(['processing']);
    const right = await lastCode();
    const wrong = right === '111111' ? '222222' : '111111';
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.call('transferApprove', { trxid: body.operationId, approvalCode: wrong }, { token: tokens['sofia.sms'] });
    }
    expect(await file()).toEqual(['rejected']);
    expect(minor((await eur('sofia.sms')).balance)).toBe(before);
    expect(await ledgerViolations(t.db)).toEqual(noViolations);
  });

  test('an approved interac batch is completed by its one code', async () => {
    const body = await send('sofia.sms', 'transferInteracMass', { data: 'Lea,,14165550100,7.00,,' });
    const approved = await t.call(
      'transferApprove',
      { trxid: body.operationId, approvalCode: await lastCode() },
      { token: tokens['sofia.sms'] },
    );
    expect(approved.body.responseCode).toBe('00');
    const file = await t.call('batchFileView', { id: body.batchId }, { token: tokens['sofia.sms'] });
    expect(file.body.rows.map((r: Body) => r.status)).toEqual(['completed']);
  });

  test.each([['transferInstantMass'], ['transferInteracMass']])(
    '%s is refused (13) to a company whose flags lack the rail, and books nothing',
    async (method) => {
      // erin initiates for Northwind, whose flags are p2p, wire and EFT only
      const before = (await t.db.select().from(transferBatches)).length;
      const body = await send('erin.employee', method, { data: 'a' });
      expect(body.responseCode).toBe('13');
      expect((await t.db.select().from(transferBatches)).length).toBe(before);
    },
  );
});
