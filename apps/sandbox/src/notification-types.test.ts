// @vitest-environment node
// The seven notification types the bank causes on its own (payments.md 4 "Notifications"): each one caused by an
// action in the sandbox, or a control where only the bank acts, and heard on the customer's realtime channel with
// its type, status, code, title and body, written in each connection's language (English and Russian here).
import { and, desc, eq, like } from 'drizzle-orm';
import { outboxMessages } from './db/tables.ts';
import { accounts } from './domains/accounts/tables.ts';
import { cards } from './domains/cards/tables.ts';
import { customers, users } from './domains/customer/tables.ts';
import { demoCsv } from './domains/global-pay/test-support.ts';
import { awaiting, review } from './domains/kyc/test-support.ts';
import { loginOf } from './seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from './test/harness.ts';
import { type HeardNotification, hearNotifications } from './test/notifications.ts';

describe('the notifications the bank causes', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const customerOf = async (name: string) => {
    const [user] = await t.db
      .select({ customerId: users.customerId })
      .from(users)
      .where(eq(users.login, loginOf(name)));
    return user?.customerId ?? 0;
  };
  /** An English and a Russian connection of the person. */
  const hear = async (name: string) => {
    const customerId = await customerOf(name);
    return { en: hearNotifications(t, customerId, 'en'), ru: hearNotifications(t, customerId, 'ru') };
  };
  const control = async (path: string, body: object = {}) => {
    const response = await t.request(`/__sandbox${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read answers of every shape without a schema
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  const only = (heard: HeardNotification[], type: string) => heard.filter((n) => n.type === type);

  test('documentFailed: the reviewer fails a document (canceled, to upload again)', async () => {
    const heard = await hear('lina.limited');
    const [pending] = await awaiting(t, 'lina.limited');
    const answer = await review(t, pending?.id ?? 0, 'fail');
    expect(answer.body.document).toMatchObject({ statusId: 4, rejectReason: 'The file could not be processed' });
    expect(only(heard.en, 'documentFailed')).toEqual([
      {
        type: 'documentFailed',
        status: 'error',
        title: 'Document not processed: upload it again',
        body: 'Source of funds: The file could not be processed',
      },
    ]);
    expect(only(heard.ru, 'documentFailed')).toEqual([
      {
        type: 'documentFailed',
        status: 'error',
        title: 'Документ не обработан: загрузите его ещё раз',
        body: 'Источник средств: Не удалось обработать файл',
      },
    ]);
  });

  test("documentExpSoon: the bank's check, by the sandbox clock, warns of a passport expiring within 30 days", async () => {
    const heard = await hear('anna.personal');
    expect((await control('/kyc/documents/expiry-check')).body.warned).toEqual([]); // 2031-05-09 is years away
    t.clock.advance(new Date('2031-04-20T12:00:00Z').getTime() - t.clock.now().getTime());
    const { body } = await control('/kyc/documents/expiry-check', { days: 30 });
    expect(body.warned).toContainEqual({
      customerId: await customerOf('anna.personal'),
      documentTypeId: 1,
      expiresDate: '2031-05-09',
      delivered: 2,
    });
    expect(only(heard.en, 'documentExpSoon')).toEqual([
      {
        type: 'documentExpSoon',
        status: 'warning',
        title: 'Document expires soon',
        body: 'Passport expires on 2031-05-09. Please upload a new one before then.',
      },
    ]);
    expect(only(heard.ru, 'documentExpSoon')[0]).toMatchObject({
      title: 'Скоро истекает срок действия документа',
      body: 'Срок действия документа «Паспорт» истекает 2031-05-09. Загрузите новый до этой даты.',
    });
  });

  test('batchPartially: a global pay batch whose last payment settles with one paid and one refused', async () => {
    const heard = await hear('boris.business');
    const { accessToken: token } = await t.signIn('boris.business');
    const gbp = (await t.call('balanceInquiry', {}, { token })).body.accounts.find(
      (a: { currencyCode: string }) => a.currencyCode === 'GBP',
    );
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: 'March payouts', accountId: gbp.accountId }));
    form.set('attachedFile', new Blob([demoCsv(2, [], 'partly')]), 'p.csv');
    const upload = await t.request('/api?method=globalPayBatchUpload', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const { batchId } = (await upload.json()) as { batchId: number };
    expect((await t.call('globalPayBatchSubmit', { batchId }, { token, key: newKey() })).body.responseCode).toBe('00');
    const mailTo = async (email: string) =>
      (
        await t.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, email))
          .orderBy(desc(outboxMessages.id))
      )[0];
    const secretOf = async (email: string) => (await mailTo(email))?.link?.replace('/receive/', '') ?? '';
    const paid = await secretOf('payee1@example.com');
    const submitted = await t.call('globalPayPaymentSubmit', {
      paymentSecret: paid,
      paymentMethod: 'wire',
      currencyCode: 'EUR',
      countryCode: 'DE',
      paymentDetails: { iban: 'DE89370400440532013000' },
    });
    const approvalCode = (await mailTo('payee1@example.com'))?.code;
    const approve = { paymentSecret: paid, operationId: submitted.body.operationId, approvalCode };
    expect((await t.call('globalPayPaymentApprove', approve)).body.status).toBe('paid');
    expect(only(heard.en, 'batchPartially')).toEqual([]); // one payment still waits
    const refused = await secretOf('payee2@example.com');
    expect((await t.call('globalPayPaymentCancel', { paymentSecret: refused }, { key: newKey() })).body.status).toBe(
      'refused',
    );
    expect(only(heard.en, 'batchPartially')).toEqual([
      {
        code: String(batchId),
        type: 'batchPartially',
        status: 'warning',
        title: 'Batch partly paid',
        body: 'March payouts: 1 of 2 payments were paid. The money of the others is back in your account.',
      },
    ]);
    expect(only(heard.ru, 'batchPartially')[0]).toMatchObject({
      code: String(batchId),
      title: 'Пакет оплачен частично',
      body: 'March payouts: выплачено платежей — 1 из 2. Деньги остальных вернулись на ваш счёт.',
    });
  });

  test('zohoClosedNoReply: the helpdesk closes a ticket its customer never answered', async () => {
    const heard = await hear('anna.personal');
    const { status, body } = await control('/helpdesk/tickets/100002/close-no-reply');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ticketNumber: '100002', status: 'Closed-no-reply' });
    expect(only(heard.en, 'zohoClosedNoReply')).toEqual([
      {
        code: '100002',
        type: 'zohoClosedNoReply',
        status: 'warning',
        title: 'Support request closed',
        body: 'Statement in Spanish: closed because we had no reply. Write to us again if you still need help.',
      },
    ]);
    expect(only(heard.ru, 'zohoClosedNoReply')[0]?.title).toBe('Обращение в поддержку закрыто');
    expect((await control('/helpdesk/tickets/999999/close-no-reply')).status).toBe(404);
  });

  test('acceptTermsLogin: the bank publishes new terms; customerInfo then asks for them', async () => {
    const heard = await hear('anna.personal');
    const entry = {
      key: 'fee-schedule-2027',
      label: 'Fee schedule 2027',
      text: 'The fees from 1 January 2027.',
      url: 'https://paydeck.test/legal/fees-2027',
      texts: { ru: { label: 'Тарифы на 2027 год', text: 'Тарифы с 1 января 2027 года.' } },
    };
    expect((await control('/terms', entry)).status).toBe(200);
    expect(only(heard.en, 'acceptTermsLogin')).toEqual([
      {
        type: 'acceptTermsLogin',
        status: 'warning',
        title: 'New terms to accept',
        body: 'Fee schedule 2027: read and accept them when you next sign in.',
      },
    ]);
    expect(only(heard.ru, 'acceptTermsLogin')[0]?.body).toBe(
      'Тарифы на 2027 год: прочитайте и примите их при следующем входе.',
    );
    const { accessToken } = await t.signIn('anna.personal');
    expect((await t.call('customerInfo', {}, { token: accessToken })).body.responseCode).toBe('TE');
    expect((await control('/terms', entry)).status).toBe(409); // published once
  });

  const cleoCard = async (last4: string) => {
    const [row] = await t.db
      .select({ accountId: cards.accountId })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId))
      .where(and(like(cards.maskedNumber, `%${last4}`), eq(accounts.customerId, await customerOf('cleo.cards'))));
    return row?.accountId ?? 0;
  };

  test('cardClosed: the bank closes a card, or its holder blocks one', async () => {
    const heard = await hear('cleo.cards');
    const everyday = await cleoCard('3344');
    const closed = await control(`/cards/${everyday}/close`);
    expect(closed.body).toMatchObject({ accountId: everyday, statusId: 4, delivered: 2 });
    expect(only(heard.en, 'cardClosed')).toEqual([
      {
        code: String(everyday),
        type: 'cardClosed',
        status: 'error',
        title: 'Card closed',
        body: 'Everyday card •••• 3344 is closed and can no longer be used.',
      },
    ]);
    expect(only(heard.ru, 'cardClosed')[0]?.body).toBe(
      'Карта Everyday card •••• 3344 закрыта, ею больше нельзя пользоваться.',
    );
    expect((await control(`/cards/${everyday}/close`)).status).toBe(409);
    const { accessToken } = await t.signIn('cleo.cards');
    const online = await cleoCard('5521');
    expect((await t.call('cardBlock', { accountId: online }, { token: accessToken })).body.statusId).toBe(4);
    expect(only(heard.en, 'cardClosed').map((n) => n.code)).toEqual([String(everyday), String(online)]);
  });

  test('customerLimited: the bank limits a customer with a limit reason', async () => {
    const heard = await hear('rosa.rails');
    const { status, body } = await control('/kyc/customers/limit', {
      login: loginOf('rosa.rails'),
      reason: 'proofOfAddress',
    });
    expect(status).toBe(200);
    expect(body.delivered).toBe(2);
    expect(only(heard.en, 'customerLimited')).toEqual([
      {
        type: 'customerLimited',
        status: 'error',
        title: 'Account limited',
        body: 'The bank asks for: Proof of address. Upload the documents to lift the limit.',
      },
    ]);
    expect(only(heard.ru, 'customerLimited')[0]?.body).toBe(
      'Банк запрашивает: Подтверждение адреса. Загрузите документы, чтобы снять ограничение.',
    );
    const [customer] = await t.db
      .select()
      .from(customers)
      .where(eq(customers.id, await customerOf('rosa.rails')));
    expect(customer?.limited).toBe(true);
    const { accessToken } = await t.signIn('rosa.rails');
    const reasons = (await t.call('customerLimitReasonGet', {}, { token: accessToken })).body.limitReasons;
    expect(reasons.map((r: { name: string }) => r.name)).toEqual(['Proof of address']);
    expect(
      (await control('/kyc/customers/limit', { login: 'nobody@demo.paydeck.test', reason: 'proofOfAddress' })).status,
    ).toBe(404);
  });
});
