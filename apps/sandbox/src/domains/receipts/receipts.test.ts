// @vitest-environment node
// A transaction opened (its history rows, found by its id as the keyword: WIRE.md "History row") and its proof of
// payment (pdfGenerate → a PDF link) over HTTP: each side of a p2p transfer sees its own view; a company request
// shows the approval it waits for and has no proof until it is approved; a wire names the IBAN and bank it went to;
// nobody else gets a transaction or its proof.
import { pdfText } from '../../files/pdf-text.ts';
import { loginOf } from '../../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../../test/harness.ts';
import { companyUser, northwindOf } from '../../api/access-test-support.ts';
import { hans } from '../transfers/external-test-support.ts';

interface Account {
  accountId: number;
  accountNumber: string;
  currencyCode: string;
  typeId: number;
}

const notFound = (id: number) => ({ responseCode: 'TA1', responseDescription: `Transaction ${id} not found` });
const denied = { responseCode: '13', responseDescription: 'Access denied' };

describe('receipts: a transaction opened and its proof of payment', () => {
  let t: TestSandbox;
  const token: Record<string, string> = {};
  let northwind: number;
  const call = async (who: string, method: string, body: object = {}, key?: string) =>
    (await t.call(method, body, { token: token[who], ...(key ? { key } : {}) })).body;
  const payment = async (who: string, currencyCode: string, body: object = {}) =>
    ((await call(who, 'balanceInquiry', body)).accounts as Account[]).find(
      (a) => a.currencyCode === currencyCode && a.typeId === 1001,
    ) as Account;
  /** The transaction's history rows for `who`: its outgoing leg first, both legs for an own transfer. */
  const rowsOf = async (who: string, transactionId: number, body: object = {}) => {
    const answer = await call(who, 'transactionHistory', { keyword: String(transactionId), pageNumber: 1, ...body });
    const rows = (answer.transactions?.transaction ?? []) as Array<Record<string, unknown>>;
    return rows
      .filter((row) => row.transactionId === transactionId)
      .sort((a, b) => String(b.direction).localeCompare(String(a.direction)));
  };
  const rowOf = async (who: string, transactionId: number, body: object = {}) =>
    (await rowsOf(who, transactionId, body))[0];
  const proof = (who: string, transactionId: number, body: object = {}) =>
    call(who, 'pdfGenerate', { document: { type: 'paymentConfirmation', transactionId, brandId: 'wallet' }, ...body });
  const pdfOf = async (link: string) => {
    const response = await t.request(link);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    return pdfText(new Uint8Array(await response.arrayBuffer()));
  };

  let p2p: number;
  beforeAll(async () => {
    t = await createTestSandbox();
    for (const name of ['anna.personal', 'sofia.sms', 'erin.employee', 'boris.business', 'rosa.rails'])
      token[name.split('.')[0] as string] = (await t.signIn(name)).accessToken;
    northwind = await northwindOf(t);
    const from = await payment('anna', 'EUR');
    const sent = await call(
      'anna',
      'p2pTransferFunds',
      { fromAccountId: from.accountId, toEmail: loginOf('sofia.sms'), amount: '25.00', description: 'Dinner' },
      newKey(),
    );
    expect(sent).toMatchObject({ responseCode: '00', statusId: 2 });
    p2p = sent.transactionId;
  });
  afterAll(() => t.close());

  test('the payer sees what left, the fee and whom it paid into which account', async () => {
    const sofia = await payment('sofia', 'EUR');
    const anna = await payment('anna', 'EUR');
    expect(await rowsOf('anna', p2p)).toEqual([
      {
        transactionId: p2p,
        transactionDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        dateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
        typeId: 2,
        type: 'p2p',
        operationType: 'Person to person',
        statusId: 2,
        status: 'completed',
        direction: 'outgoing',
        accountId: anna.accountId,
        accountNumber: anna.accountNumber,
        amount: '25.00',
        currencyCode: 'EUR',
        fee: '0.20',
        description: 'Dinner',
        counterpartyName: 'Sofia Popescu',
        counterpartyEmail: loginOf('sofia.sms'),
        reference: null,
        sentAmount: '25.00',
        sentCurrencyCode: 'EUR',
        toAmount: '25.00',
        toCurrencyCode: 'EUR',
        exchangeRate: '1',
        counterpartyAccount: sofia.accountNumber,
        counterpartyBank: null,
        isDisabled: false,
        approval: expect.objectContaining({ approveType: 'none', status: 'approved', initiatedBy: 'Anna Novak' }),
        feeTransactionId: expect.any(Number),
        batchId: null,
      },
    ]);
  });

  test('the payee sees who paid, from which account, and neither the fee nor the payer’s approval', async () => {
    const anna = await payment('anna', 'EUR');
    expect(await rowsOf('sofia', p2p)).toEqual([
      expect.objectContaining({
        direction: 'incoming',
        toAmount: '25.00',
        fee: '0.00',
        counterpartyName: 'Anna Novak',
        counterpartyEmail: null,
        counterpartyAccount: anna.accountNumber,
        counterpartyBank: null,
        approval: null,
        feeTransactionId: null,
      }),
    ]);
  });

  test('the proof names the amount, both parties and their accounts, in the language of the call', async () => {
    const answer = await proof('anna', p2p);
    expect(answer).toMatchObject({ responseCode: '00', fileName: `payment-${p2p}.pdf` });
    expect(answer.redirectLink).toMatch(/^\/api\/files\/[\w-]+\.[\w-]+$/);
    const text = await pdfOf(answer.redirectLink);
    for (const expected of ['Payment confirmation', '25.00 EUR', '0.20 EUR', 'Anna Novak', 'Sofia Popescu', 'Dinner'])
      expect(text).toContain(expected);
    expect(text).toContain((await payment('sofia', 'EUR')).accountNumber);
    const russian = await pdfOf((await proof('sofia', p2p, { lang: 'ru' })).redirectLink);
    expect(russian).toContain('Подтверждение платежа');
    expect(russian).toContain('Плательщик');
    expect(russian).toContain('Anna Novak');
  });

  test('a wire names the IBAN and bank it went to; sent to the clearing (23), it has a proof', async () => {
    const from = await payment('rosa', 'EUR');
    const wire = await call(
      'rosa',
      'transferWire',
      { fromAccountId: from.accountId, amount: '40.00', ...hans },
      newKey(),
    );
    expect(wire).toMatchObject({ responseCode: '00', statusId: 23 });
    expect(await rowOf('rosa', wire.transactionId)).toMatchObject({
      status: 'pending',
      fee: '10.00',
      counterpartyName: 'Hans Müller',
      counterpartyAccount: 'DE94500700100123456789',
      counterpartyBank: 'Deutsche Bank AG (DEUTDEFF)',
    });
    const text = await pdfOf((await proof('rosa', wire.transactionId)).redirectLink);
    expect(text).toContain('Sent to the receiving bank');
    expect(text).toContain('DE94500700100123456789');
    expect(text).toContain('Wire transfer to Hans Müller'); // the bank's description, in the call's language
    const russian = await pdfOf((await proof('rosa', wire.transactionId, { lang: 'ru' })).redirectLink);
    expect(russian).toContain('Hans Müller');
    expect(russian).not.toContain('Wire transfer to');
  });

  test('a company request shows whom it waits for; its proof comes once it is approved', async () => {
    const eur = await payment('erin', 'EUR');
    const gbp = await payment('erin', 'GBP');
    const made = await call(
      'erin',
      'transferBetweenAccounts',
      { fromAccount: eur.accountId, toAccount: gbp.accountId, toAmount: '8.50' },
      newKey(),
    );
    expect(made).toMatchObject({ responseCode: '00', statusId: 41 });
    const held = await rowsOf('erin', made.transactionId);
    expect(held).toEqual([
      expect.objectContaining({
        statusId: 41,
        direction: 'outgoing',
        accountNumber: eur.accountNumber,
        currencyCode: 'EUR',
        toAmount: '8.50',
        toCurrencyCode: 'GBP',
        exchangeRate: '0.85',
        counterpartyAccount: gbp.accountNumber,
        approval: expect.objectContaining({
          approveType: 'company',
          status: 'waiting',
          initiatedBy: 'Erin Walsh',
          decidedBy: null,
        }),
      }),
      expect.objectContaining({ direction: 'incoming', accountNumber: gbp.accountNumber, approval: null }),
    ]);
    expect(await proof('erin', made.transactionId)).toMatchObject({
      responseCode: 'VF',
      validationErrors: [{ param: 'document.transactionId', description: expect.stringContaining('processing') }],
    });
    const asBoris = { fromCustomerId: northwind };
    expect(await rowsOf('boris', made.transactionId, asBoris)).toEqual(held);
    const approved = await call(
      'boris',
      'businessTransactionRequestApprove',
      { transactionIds: [made.transactionId], declined: false, ...asBoris },
      newKey(),
    );
    expect(approved.results).toEqual([expect.objectContaining({ statusId: 2 })]);
    expect((await rowOf('erin', made.transactionId))?.approval).toMatchObject({
      status: 'approved',
      decidedBy: expect.stringMatching(/^Boris /),
    });
    expect((await proof('erin', made.transactionId)).responseCode).toBe('00');
  });

  describe('nobody else gets a transaction or its proof', () => {
    test.each([
      ['pdfGenerate', () => proof('boris', p2p)],
      ['pdfGenerate of an unknown transaction', () => proof('anna', 999_999)],
    ])('%s of anna’s transfer answers as for an unknown one (TA1)', async (name, ask) => {
      const answer = await ask();
      expect(answer).toEqual(notFound(name.includes('unknown') ? 999_999 : p2p));
      expect(answer.redirectLink).toBeUndefined();
    });

    test.each([
      ['himself', false],
      ['Northwind', true],
    ])('boris acting for %s finds no history row of anna’s transfer by its id', async (_for, forNorthwind) => {
      expect(await rowsOf('boris', p2p, forNorthwind ? { fromCustomerId: northwind } : {})).toEqual([]);
    });

    test.each([
      [5, 'an uploading'],
      [0, 'a no-access'],
    ])('a right-%i user (%s Northwind user) is refused the history and the proof (13)', async (right) => {
      const user = await companyUser(t, `receipts.right${right}`, right);
      for (const method of ['transactionHistory', 'pdfGenerate'])
        expect(
          (
            await t.call(
              method,
              {
                fromCustomerId: northwind,
                keyword: '1',
                pageNumber: 1,
                document: { type: 'paymentConfirmation', transactionId: 1 },
              },
              { token: user },
            )
          ).body,
        ).toEqual(denied);
    });

    test('a tampered proof link is refused (404); a held or rejected payment has no proof', async () => {
      const link = (await proof('anna', p2p)).redirectLink as string;
      const tampered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await t.request(tampered)).status).toBe(404);
      const rejected = await call('anna', 'transactionHistory', { status: 26, pageNumber: 1 });
      const id = rejected.transactions.transaction[0]?.transactionId as number;
      expect((await proof('anna', id)).responseCode).toBe('VF');
    });
  });
});
