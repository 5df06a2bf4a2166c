// @vitest-environment node
// Every message and notification the sandbox writes has its words in the six interface languages: each language
// names exactly the placeholders the English text names (so every value is filled in, none left as `{name}`), and
// the Russian text is not the English one. Written in a language that is not one of the six, nothing is: the
// callers take English then (lang.ts pickLang, realtime/hub.ts).
import * as cardMail from './domains/cards/mail-words.ts';
import { cardClosedWords } from './domains/cards/closing.ts';
import * as companyMail from './domains/company/mail-words.ts';
import { contractEvents, contractWords } from './domains/contracts/notify.ts';
import { contractPdfWords } from './domains/contracts/pdf-words.ts';
import { newTermsWords } from './domains/customer/terms-control.ts';
import { batchPartlyPaidWords } from './domains/global-pay/batch-outcome.ts';
import * as globalPayMail from './domains/global-pay/mail-words.ts';
import * as identityMail from './domains/identity/mail-words.ts';
import { invoiceWords } from './domains/invoices/parties.ts';
import { invoicePdfWords } from './domains/invoices/pdf-words.ts';
import * as kycMail from './domains/kyc/mail-words.ts';
import * as kycNotifications from './domains/kyc/notification-words.ts';
import * as registrationMail from './domains/registration/mail-words.ts';
import * as securityMail from './domains/security/mail-words.ts';
import * as supportNotifications from './domains/support/notification-words.ts';
import * as taxMail from './domains/tax/mail-words.ts';
import * as transfersMail from './domains/transfers/mail-words.ts';
import { fill, type InLanguages, languages, written } from './lang.ts';

type Texts = InLanguages<Record<string, string>>;
const asTexts = (texts: unknown): Texts => texts as Texts;

const tables: [string, Texts][] = [
  ...Object.entries({
    ...cardMail,
    ...companyMail,
    ...globalPayMail,
    ...identityMail,
    ...kycMail,
    ...registrationMail,
    ...securityMail,
    ...taxMail,
    ...transfersMail,
  }).map(([name, texts]) => [`mail ${name}`, asTexts(texts)] as [string, Texts]),
  ...Object.entries({ ...kycNotifications, ...supportNotifications }).map(
    ([name, texts]) => [`notification ${name}`, asTexts(texts)] as [string, Texts],
  ),
  ['notification cardClosed', asTexts(cardClosedWords)],
  ['notification batchPartially', asTexts(batchPartlyPaidWords)],
  ['notification acceptTermsLogin', asTexts(newTermsWords)],
  ['pdf invoice', asTexts(invoicePdfWords)],
  ['pdf contract', asTexts(contractPdfWords)],
  ...Object.entries(invoiceWords).map(
    ([name, texts]) => [`notification invoice ${name}`, asTexts(texts)] as [string, Texts],
  ),
  ...(Object.keys(contractEvents) as (keyof typeof contractEvents)[]).map(
    (event) => [`notification contract ${event}`, asTexts(contractWords(event))] as [string, Texts],
  ),
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the words of every message and notification', () => {
  test.each(tables)('%s: six languages, the same fields and placeholders, Russian translated', (_, texts) => {
    expect(Object.keys(texts).sort()).toEqual([...languages].sort());
    const english = texts.en;
    for (const lang of languages) {
      expect(Object.keys(texts[lang]).sort()).toEqual(Object.keys(english).sort());
      for (const [field, text] of Object.entries(texts[lang])) {
        expect(text.trim(), `${lang}.${field}`).not.toBe('');
        expect(placeholders(text), `${lang}.${field}`).toEqual(placeholders(english[field] ?? ''));
      }
    }
    expect(Object.values(texts.ru).join(' ')).not.toBe(Object.values(english).join(' '));
    expect(Object.values(texts.ru).join(' ')).toMatch(/[а-яё]/i);
  });

  test.each([
    ['en', 'Transfer code', 'Your Paydeck transfer code is 123456. It expires in 5 minutes.'],
    ['ru', 'Код перевода', 'Ваш код перевода Paydeck: 123456. Он действует 5 минут.'],
  ] as const)('written in %s, the values filled in', (lang, subject, body) => {
    expect(written(transfersMail.smsCode, lang, { code: '123456' })).toEqual({ subject, body });
  });

  test('a value is never read as a placeholder; an unknown placeholder stays as written', () => {
    expect(fill('{a} and {b}', { a: '{b}', b: 'x' })).toBe('{b} and x');
    expect(fill('{missing}', {})).toBe('{missing}');
  });
});
