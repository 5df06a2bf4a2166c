// @vitest-environment node
// The messages the sandbox sends (its inbox) are written in the language of the call that caused them (the body's
// lang or Accept-Language), English for a language it does not know; a message to a person the call did not come
// from is written in the language that person last used.
import { desc, eq } from 'drizzle-orm';
import { noFiles } from './api/uploads.ts';
import { outboxMessages } from './db/tables.ts';
import { lockPayment } from './domains/global-pay/recipient-code.ts';
import { globalPayPayments } from './domains/global-pay/tables.ts';
import { demoCsv } from './domains/global-pay/test-support.ts';
import { type Lang, languages } from './lang.ts';
import { DEMO_PASSWORD, loginOf } from './seed/people.ts';
import { createTestSandbox, newKey, pkcePair, type TestSandbox } from './test/harness.ts';

describe('the language of the messages the sandbox sends', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const lastMessage = async () =>
    (await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(1))[0];
  const header = (lang: string) => ({ 'accept-language': lang });
  let sent = 0;

  /** What each case does to make the sandbox send one message, in the language given by Accept-Language. */
  const causes: Record<string, (lang: string) => Promise<unknown>> = {
    'password recovery (no session)': (lang) =>
      t.call('passwordChangeRequest', { email: loginOf('anna.personal') }, { headers: header(lang) }),
    'sign-in code of the otp flow (token service)': (lang) =>
      t.request('/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...header(lang) },
        body: JSON.stringify({
          client: 'spa',
          username: loginOf('otto.otp'),
          password: DEMO_PASSWORD,
          codeChallenge: pkcePair().challenge,
        }),
      }),
    'payment e-mail code': async (lang) => {
      sent += 1;
      const { accessToken: token } = await t.signIn('anna.personal');
      return t.call('paymentEmailAdd', { emailAddress: `pay${sent}@example.com` }, { token, headers: header(lang) });
    },
    'transfer code by SMS (the body names the language)': async (lang) => {
      const { accessToken: sofia } = await t.signIn('sofia.sms');
      const accounts: { accountId: number; currencyCode: string }[] = (
        await t.call('balanceInquiry', {}, { token: sofia })
      ).body.accounts;
      const [eur, ron] = ['EUR', 'RON'].map((code) => accounts.find((a) => a.currencyCode === code)?.accountId);
      return t.call(
        'transferBetweenAccounts',
        { fromAccount: eur, toAccount: ron, toAmount: '1.00', lang },
        { token: sofia, key: newKey(), headers: header('en') },
      );
    },
  };
  const expected: Record<string, Partial<Record<Lang, string>>> = {
    'password recovery (no session)': { en: 'Reset your Paydeck password', ru: 'Сброс пароля Paydeck' },
    'sign-in code of the otp flow (token service)': {
      en: 'Authenticator code',
      ru: 'Код из приложения-аутентификатора',
    },
    'payment e-mail code': { en: 'Confirm your payment e-mail', ru: 'Подтвердите e-mail для платежей' },
    'transfer code by SMS (the body names the language)': { en: 'Transfer code', ru: 'Код перевода' },
  };

  test.each(
    Object.keys(causes).flatMap((name) => [
      [name, 'en', 'en'],
      [name, 'ru-RU,ru;q=0.9', 'ru'],
      [name, 'tlh', 'en'], // a language the sandbox does not know: English
    ]),
  )('%s, asked in %s, is written in %s', async (name, asked, lang) => {
    t.clock.advance(120_000); // past the codes' resend waits
    await causes[name]?.(asked);
    expect((await lastMessage())?.subject).toBe(expected[name]?.[lang as Lang]);
    expect(languages).toContain(lang);
  });

  test("strangers are mailed in the caller's language; the sender of a stopped payment in the one he last used", async () => {
    const { accessToken: boris } = await t.signIn('boris.business');
    const ru = header('ru');
    const accounts = (await t.call('balanceInquiry', {}, { token: boris, headers: ru })).body.accounts;
    const gbp = accounts.find((a: { currencyCode: string }) => a.currencyCode === 'GBP');
    const form = new FormData();
    form.set('data', JSON.stringify({ batchName: 'Payees', accountId: gbp.accountId }));
    form.set('attachedFile', new Blob([demoCsv(1, [], 'languages')]), 'p.csv');
    const upload = await t.request('/api?method=globalPayBatchUpload', {
      method: 'POST',
      headers: { authorization: `Bearer ${boris}`, ...ru },
      body: form,
    });
    const { batchId } = (await upload.json()) as { batchId: number };
    await t.call('globalPayBatchSubmit', { batchId }, { token: boris, key: newKey(), headers: ru });
    const invitation = await lastMessage();
    expect(invitation?.subject).toBe('Вам платёж на 10.50 GBP'); // the payee: in boris's call's language
    const paymentSecret = invitation?.link?.replace('/receive/', '') ?? '';
    const chosen = { paymentSecret, paymentMethod: 'wire', currencyCode: 'EUR', countryCode: 'DE' };
    const es = header('es');
    await t.call(
      'globalPayPaymentSubmit',
      { ...chosen, paymentDetails: { iban: 'DE89370400440532013000' } },
      { headers: es },
    );
    expect((await lastMessage())?.subject).toBe('Su código para recibir el pago'); // the payee's own call
    const [row] = await t.db.select().from(globalPayPayments).where(eq(globalPayPayments.secret, paymentSecret));
    if (!row) throw new Error('no payment');
    const recipientCall = { db: t.db, sandbox: t.sandbox, lang: 'es' as const, ip: '127.0.0.1', files: noFiles };
    await lockPayment(recipientCall, row); // too many wrong codes in the payee's Spanish call
    expect(await lastMessage()).toMatchObject({
      recipient: loginOf('boris.business'),
      subject: 'Глобальный платёж остановлен',
    });
  });
});
