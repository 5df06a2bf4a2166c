// @vitest-environment node
// The revenue-split contract PDF in the language of the call, without a database: labels, title and status in
// Russian and Ukrainian, the parties' Cyrillic names and obligations printed as written (never '?').
import type { Contract } from '@paydeck/contracts/api';
import { brandById } from '../../files/brands.ts';
import { pdfText } from '../../files/pdf-text.ts';
import type { Lang } from '../../lang.ts';
import { contractPdf } from './files.ts';

const contract: Contract = {
  id: 58,
  status: 'ACTIVE',
  identificationStatus: null,
  percentage: 12.5,
  initiatorId: 1,
  direction: 'PAY',
  note: null,
  activeFrom: '2026-01-01',
  activeTo: null,
  terminateInfo: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
  createdAt: '2026-01-01T00:00:00.000Z',
  company: { id: 3, title: 'ТОВ «Північ»', logo: null },
  sender: { id: 1, username: 'anna@example.com', name: 'Анна Новак' },
  beneficiary: { id: 3, username: 'boris@example.com', name: 'Борис Петров' },
  senderSignerName: 'Анна Новак',
  beneficiarySignerName: 'Борис Петров',
  senderObligations: ['Платити 12,5% виручки щомісяця'],
  beneficiaryObligations: ['Рекламувати магазин'],
};

const textOf = async (lang: Lang) =>
  pdfText(
    await contractPdf({
      contract,
      brand: brandById('wallet') as NonNullable<ReturnType<typeof brandById>>,
      lang,
      now: new Date('2026-12-02'),
    }),
  );

test.each([
  ['ru', ['Договор о разделе выручки 58', 'Доля выручки', 'до расторжения', 'Действует', 'Подписант: Анна Новак']],
  ['ua', ['Договір про розподіл виручки 58', 'Частка виручки', 'до розірвання', 'Діє', 'Підписант: Борис Петров']],
] as const)('in %s: its words, the parties as written', async (lang, words) => {
  const text = await textOf(lang);
  for (const expected of [
    ...words,
    'ТОВ «Північ»',
    'Анна Новак <anna@example.com>',
    '12.5%',
    '• Платити 12,5% виручки щомісяця',
  ])
    expect(text).toContain(expected);
  expect(text).not.toMatch(/Revenue-split|Signer|Company|until terminated/);
  expect(text).not.toContain('?');
});

test('in English as before', async () => {
  const text = await textOf('en');
  for (const expected of ['Revenue-split contract 58', 'Share of revenue', 'until terminated', 'Active'])
    expect(text).toContain(expected);
});
