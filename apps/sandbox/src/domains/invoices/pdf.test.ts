// @vitest-environment node
// The invoice PDF in the language of the call, without a database: the labels, the title and the status in
// Russian and Ukrainian, names in Cyrillic printed as written (never '?'), amounts as plain decimals and codes.
import { brandById } from '../../files/brands.ts';
import { pdfText } from '../../files/pdf-text.ts';
import type { Lang } from '../../lang.ts';
import { invoicePdf } from './files.ts';
import type { WireInvoice } from './rows.ts';

const invoice: WireInvoice = {
  id: 314,
  payeeName: 'Олена Коваль',
  payeeEmail: 'olena@example.com',
  payeeAccountId: 7,
  payerName: null,
  payerEmail: null,
  payerAccountId: null,
  amount: '120.50',
  currencyCode: 'EUR',
  total: '120.50',
  feePayment: '0.00',
  dueDate: '2026-12-31',
  sentDate: '2026-12-01T10:00:00.000Z',
  updatedDate: '2026-12-01T10:00:00.000Z',
  status: 'unpaid',
  statusId: 0,
  noteBody: 'Оренда за грудень',
  rejectNote: null,
  isFunding: 0,
  isSystem: 0,
  urlPdf: null,
};

const textOf = async (lang: Lang, changes: Partial<WireInvoice> = {}) =>
  pdfText(
    await invoicePdf({
      brand: brandById('wallet') as NonNullable<ReturnType<typeof brandById>>,
      invoice: { ...invoice, ...changes },
      issuer: 'Олена Коваль',
      billTo: 'Дмитрий Соколов <dmitry@example.com>',
      accountNumber: 'PD0000000007',
      lang,
      now: new Date('2026-12-02'),
    }),
  );

test.each([
  ['ru', ['Счёт 314', 'Выставил', 'Плательщик', 'Итого', 'Оплатить до', 'Не оплачен'], 'Invoice'],
  ['ua', ['Рахунок 314', 'Виставив', 'Платник', 'Разом', 'Сплатити до', 'Не сплачено'], 'Invoice'],
] as const)('in %s: its words, Cyrillic names as written, amounts with their code', async (lang, words, english) => {
  const text = await textOf(lang);
  for (const expected of [...words, 'Олена Коваль', 'Дмитрий Соколов <dmitry@example.com>', '120.50 EUR'])
    expect(text).toContain(expected);
  expect(text).toContain('Оренда за грудень');
  expect(text).not.toContain(english);
  expect(text).not.toContain('?');
});

test('a rejected funding invoice in Russian: how to pay it and the rejection, in Russian', async () => {
  const text = await textOf('ru', { isFunding: 1, isSystem: 1, status: 'rejected', rejectNote: 'Уже оплачено' });
  for (const expected of [
    'Счёт на пополнение 314',
    'Оплатите банковским переводом:',
    'INV-314',
    'Отклонён: Уже оплачено',
  ])
    expect(text).toContain(expected);
  expect(text).not.toMatch(/Funding|Rejected|Pay by/);
});

test('in English as before', async () => {
  const text = await textOf('en');
  for (const expected of ['Invoice 314', 'Issued by', 'Bill to', 'Unpaid']) expect(text).toContain(expected);
});
