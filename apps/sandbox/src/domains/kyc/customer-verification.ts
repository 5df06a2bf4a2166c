// The customer's verification by a code, and the identity workflow started for a given customer (WIRE.md
// "Identity verification"; the methods behind the paths are named here):
//   POST verification/customer/{id}/verify       → customerVerificationSend: a 6-digit code to the signed-in
//     user's e-mail (type email) or to the customer's confirmed phone (type sms), bound to the PKCE challenge
//   POST customers/{id}/identity-verification    → customerIdentityVerificationStart: spends that code (with its
//     verifier) and starts the provider's workflow for customer {id}
// `{id}` is the customer acted for (routes.ts passes it as fromCustomerId: a customer without access is ENOA).
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { invalid } from '../../api/answers.ts';
import { requiredText, text } from '../../api/fields.ts';
import { type MethodDefinition, type SessionContext, sessionMethod } from '../../api/registry.ts';
import { type InLanguages, written } from '../../lang.ts';
import { type MailWords, sendMessage } from '../../outbox.ts';
import { phones, users } from '../customer/tables.ts';
import { PKCE_TEXT } from '../identity/crypto.ts';
import { maskPhone } from '../identity/login.ts';
import { codeNotSpent, issueKycCode, refusedToSend, spendChallengedCode } from './codes.ts';
import { startWorkflow, workflowChoice } from './verification.ts';

const customerCode: InLanguages<MailWords> = {
  en: { subject: 'Your verification code', body: 'Paydeck code {code} confirms it is you. It works for 10 minutes.' },
  es: {
    subject: 'Su código de verificación',
    body: 'El código de Paydeck {code} confirma que es usted. Vale 10 minutos.',
  },
  pt: {
    subject: 'Seu código de verificação',
    body: 'O código do Paydeck {code} confirma que é você. Ele vale por 10 minutos.',
  },
  ro: {
    subject: 'Codul dumneavoastră de verificare',
    body: 'Codul Paydeck {code} confirmă că sunteți dumneavoastră. Este valabil 10 minute.',
  },
  ru: { subject: 'Ваш код проверки', body: 'Код Paydeck {code} подтверждает, что это вы. Он действует 10 минут.' },
  ua: { subject: 'Ваш код перевірки', body: 'Код Paydeck {code} підтверджує, що це ви. Він дійсний 10 хвилин.' },
};

/** a.b@example.com → a***@example.com */
export const maskEmail = (email: string): string => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

async function confirmedPhoneOf(ctx: SessionContext) {
  const [phone] = await ctx.db
    .select()
    .from(phones)
    .where(and(eq(phones.customerId, ctx.customerId), eq(phones.confirmed, true)))
    .orderBy(asc(phones.id))
    .limit(1);
  return phone ? `+${phone.countryCode}${phone.number}` : null;
}

const customerVerificationSend = sessionMethod({
  name: 'customerVerificationSend',
  payload: v.object({
    type: v.picklist(['email', 'sms'], 'must be email or sms'),
    captcha: v.optional(text()),
    codeChallenge: v.pipe(v.string('is required'), v.regex(PKCE_TEXT, 'must be a PKCE challenge')),
  }),
  async handle(ctx, input) {
    const [user] = await ctx.db.select({ login: users.login }).from(users).where(eq(users.id, ctx.session.userId));
    const number = input.type === 'sms' ? await confirmedPhoneOf(ctx) : null;
    if (input.type === 'sms' && !number) return invalid('type', 'the customer has no confirmed phone');
    const issued = await issueKycCode(ctx.db, ctx.sandbox.now(), {
      userId: ctx.session.userId,
      purpose: 'phone',
      payload: { verifyCustomerId: ctx.customerId, codeChallenge: input.codeChallenge },
    });
    if (refusedToSend(issued)) return issued;
    const recipient = number ?? user?.login ?? '';
    await sendMessage(ctx.db, {
      kind: number ? 'sms' : 'email',
      recipient,
      ...written(customerCode, ctx.lang, { code: issued.code }),
      code: issued.code,
    });
    return { responseCode: '00', sentTo: number ? maskPhone(number) : maskEmail(recipient) };
  },
});

const customerIdentityVerificationStart = sessionMethod({
  name: 'customerIdentityVerificationStart',
  payload: v.object({
    ...workflowChoice,
    code: requiredText(),
    codeVerifier: v.pipe(v.string('is required'), v.nonEmpty('is required')),
  }),
  async handle(ctx, input) {
    const spent = await spendChallengedCode(ctx.db, ctx.sandbox.now(), {
      userId: ctx.session.userId,
      purpose: 'phone',
      key: 'verifyCustomerId',
      value: ctx.customerId,
      code: input.code,
      codeVerifier: input.codeVerifier,
    });
    if (codeNotSpent(spent)) return spent;
    return startWorkflow(ctx, input.provider, input.method);
  },
});

export const customerVerificationMethods: MethodDefinition[] = [
  customerVerificationSend,
  customerIdentityVerificationStart,
];
