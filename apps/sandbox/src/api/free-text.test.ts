// @vitest-environment node
// The security review's free-text findings over the method API (L1 U+0000 answered HTTP 500, L2 bidi controls
// kept, L3 a 200,000-character p2p description booked): each reproduction is refused with VF naming the field,
// nothing is booked, and ordinary text of every script still goes through.
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';

type Body = Record<string, unknown>;

describe('free text over the method API', () => {
  let t: TestSandbox;
  let anna: string;
  let rosa: string;
  let annaEur: number;
  let rosaEur: number;
  const call = async (method: string, body: Body, token = anna) => {
    const answer = await t.call(method, body, { token, key: newKey() });
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const p2p = (description: unknown) =>
    call('p2pTransferFunds', { fromAccountId: annaEur, toEmail: loginOf('rosa.rails'), amount: '0.01', description });
  const refused = (param: string, description: string) => ({
    responseCode: 'VF',
    responseDescription: 'Validation failed',
    validationErrors: [{ param, description }],
  });
  const rosaSees = async (text: string) =>
    JSON.stringify((await t.call('transactionHistory', { pageSize: 100 }, { token: rosa })).body).includes(text);

  beforeAll(async () => {
    t = await createTestSandbox();
    anna = (await t.signIn('anna.personal')).accessToken;
    rosa = (await t.signIn('rosa.rails')).accessToken;
    const eurOf = async (token: string) => {
      const accounts = (await t.call('balanceInquiry', {}, { token })).body.accounts as Body[];
      return Number(accounts.find((a) => a.currencyCode === 'EUR' && a.typeId === 1001)?.accountId);
    };
    annaEur = await eurOf(anna);
    rosaEur = await eurOf(rosa);
  });
  afterAll(() => t.close());

  test('L1: invoiceCreate with U+0000 in the note answers VF, not HTTP 500', async () => {
    const body = { toEmail: loginOf('sofia.sms'), amount: '1.00', currency: 'EUR', dueDate: '2027-01-01' };
    expect(await call('invoiceCreate', { ...body, noteBody: 'A\u0000B' })).toEqual(
      refused('noteBody', 'must not contain the NUL character (U+0000)'),
    );
  });

  test('L2: p2pTransferFunds with U+202E in the description answers VF and books nothing', async () => {
    expect(await p2p('Refund \u202Egnp.exe')).toEqual(
      refused('description', 'must not contain bidirectional control characters (U+202E)'),
    );
    expect(await rosaSees('gnp.exe')).toBe(false);
  });

  test('L3: a 200,000-character p2p description answers VF and books nothing', async () => {
    expect(await p2p('L'.repeat(200_000))).toEqual(refused('description', 'must be at most 140 characters'));
    expect(await rosaSees('LLLLLLLLLL')).toBe(false);
  });

  test('a description of 140 characters in Arabic, Hebrew, CJK and emoji is booked as written', async () => {
    const description = `دفعة شهرية תשלום 東京 👍🏽 ${'é'.repeat(100)}`.slice(0, 140);
    expect((await p2p(description)).responseCode).toBe('00');
    expect(await rosaSees(description)).toBe(true);
  });

  test('a one-line field refuses a line break; a note keeps its lines', async () => {
    expect(await p2p('line one\nline two')).toEqual(
      refused('description', 'must be one line, without line breaks or tabs'),
    );
    const note = 'Dear Sofia,\n\tthe November hours.\r\nThanks';
    const body = { toEmail: loginOf('sofia.sms'), amount: '1.00', currency: 'EUR', dueDate: '2027-01-01' };
    expect((await call('invoiceCreate', { ...body, noteBody: note })).responseCode).toBe('00');
    expect(await call('invoiceCreate', { ...body, noteBody: 'Ring \u0007' })).toEqual(
      refused('noteBody', 'must not contain control characters (U+0007)'),
    );
  });

  test.each([
    ['a field no schema names', 'balanceInquiry', { extra: 'A\u0000B' }, 'extra'],
    [
      'a nested extra parameter',
      'transferWire',
      { options: { extraParams: { paymentPurpose: '\u0000' } } },
      'options.extraParams.paymentPurpose',
    ],
    ['a list item', 'termsAccept', { termIds: [1, 'x\u0000'] }, 'termIds.1'],
    ['a field name', 'p2pTransferFunds', { description: 'ok', note: { 'key\u0000': 1 } }, 'note'],
  ])('U+0000 in %s answers VF from the dispatcher, never HTTP 500', async (_case, method, body, param) => {
    const answer = await call(method, { fromAccountId: annaEur, ...body });
    expect(answer.responseCode).toBe('VF');
    expect((answer.validationErrors as Body[])[0]?.param).toBe(param);
  });

  test('a wire beneficiary name with a bidi override is refused with the field named', async () => {
    const answer = await call(
      'transferWire',
      {
        fromAccountId: rosaEur,
        amount: '1.00',
        beneficiaryName: 'Hans \u202EnaM',
        iban: 'DE94500700100123456789',
        swift: 'DEUTDEFF',
        bankCountryCode: 'DE',
        options: { extraParams: { paymentPurpose: 'goods' } },
      },
      rosa,
    );
    expect(answer).toEqual(refused('beneficiaryName', 'must not contain bidirectional control characters (U+202E)'));
  });

  test('a mass transfer refuses a bidi control in pasted rows or a file, and a row description over 140 characters', async () => {
    const pasted = (description: string) =>
      call('p2pMassTransfer', {
        fromAccountId: annaEur,
        onlySummary: true,
        data: `email,amount,currency,description\n${loginOf('rosa.rails')},1.00,EUR,${description}`,
      });
    expect(await pasted('Refund \u202Egnp.exe')).toEqual(
      refused('data', 'must not contain bidirectional control characters (U+202E)'),
    );
    const form = new FormData();
    form.set('data', JSON.stringify({ fromAccountId: annaEur, onlySummary: true }));
    const csv = `email,amount,currency,description\n${loginOf('rosa.rails')},1.00,EUR,Refund \u202Egnp.exe\n`;
    form.set('file', new Blob([csv]), 'rows.csv');
    const uploaded = await t.request('/api?method=p2pMassTransfer', {
      method: 'POST',
      headers: { authorization: `Bearer ${anna}`, 'idempotency-key': newKey() },
      body: form,
    });
    expect(await uploaded.json()).toEqual(
      refused('file', 'row 2, description: must not contain bidirectional control characters (U+202E)'),
    );
    const long = await pasted('L'.repeat(141));
    expect((long.rows as Body[])[0]?.problems).toEqual([
      { param: 'description', description: 'must be at most 140 characters' },
    ]);
  });

  test('an uploaded file whose name holds a bidi override is refused, the part named', async () => {
    const form = new FormData();
    form.set('data', JSON.stringify({ fromAccountId: annaEur, onlySummary: true }));
    form.set('file', new Blob([`email,amount\n${loginOf('rosa.rails')},1.00\n`]), 'rows\u202Evsc.exe');
    const response = await t.request('/api?method=p2pMassTransfer', {
      method: 'POST',
      headers: { authorization: `Bearer ${anna}`, 'idempotency-key': newKey() },
      body: form,
    });
    expect(await response.json()).toEqual(
      refused('file', 'file name must not contain bidirectional control characters (U+202E)'),
    );
  });

  test('the token service answers 400 for U+0000 in a login, not 500', async () => {
    const answer = await t.auth('POST', '/login', {
      client: 'spa',
      username: 'anna\u0000@demo.paydeck.test',
      password: 'x',
      codeChallenge: 'x'.repeat(43),
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'username: must not contain the NUL character (U+0000)' },
    });
  });

  test.each([
    ['an identity provider run', '/api/identity-verification/%00/token', 404],
    ['a partner authorization', '/auth/sei/authorize/%00', 404],
  ])('U+0000 in the path of %s answers %i, not HTTP 500', async (_case, path, status) => {
    expect((await t.raw(path, { headers: { authorization: `Bearer ${anna}` } })).status).toBe(status);
  });
});
