// @vitest-environment node
// The documents print Romanian and Cyrillic names as written (Noto Sans, embedded as subsets), the subsets draw
// Noto Sans's own glyphs, and a logo's serif word the standard Times cannot show falls back to Noto Sans.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  decodePDFRawStream,
  type PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  type PDFRawStream,
} from '@cantoo/pdf-lib';
import type { LoadedBrand } from '@paydeck/brand-config/node';
import fontkit, { type Font } from '@cantoo/fontkit';
import { eq } from 'drizzle-orm';
import { EXPORT_BUILD_MS } from '../domains/accounts/statements.ts';
import { users } from '../domains/customer/tables.ts';
import { loginOf } from '../seed/people.ts';
import { createTestSandbox, newKey, type TestSandbox } from '../test/harness.ts';
import { PdfWriter } from './pdf.ts';
import { embedFonts } from './pdf-fonts.ts';
import { pdfText } from './pdf-text.ts';

const people = [
  ['anna.personal', 'Ștefan', 'Îonescu'],
  ['pavel.push', 'Юлія', 'Ковальчук'],
] as const;

const lines = (bytes: Uint8Array) => pdfText(bytes).split('\n');

describe('names in every script, through the downloads', () => {
  let t: TestSandbox;
  const tokens: Record<string, string> = {};
  const download = async (url: string) => new Uint8Array(await (await t.request(url)).arrayBuffer());
  const call = async (who: string, method: string, body: object, key?: string) =>
    (await t.call(method, body, { token: tokens[who] as string, ...(key ? { key } : {}) })).body;
  const firstAccount = async (who: string) => (await call(who, 'balanceInquiry', {})).accounts[0].accountId as number;

  beforeAll(async () => {
    t = await createTestSandbox();
    for (const [who, firstName, lastName] of people) {
      await t.db
        .update(users)
        .set({ firstName, lastName })
        .where(eq(users.login, loginOf(who)));
      tokens[who] = (await t.signIn(who)).accessToken;
    }
  });
  afterAll(() => t.close());

  test.each(people)('the statement and the account confirmation of %s name %s %s', async (who, first, last) => {
    const accountId = await firstAccount(who);
    const built = await call(who, 'exportBuild', { accountId, brandId: 'bank' });
    t.clock.advance(EXPORT_BUILD_MS);
    const statement = await download((await call(who, 'exportStatus', { exportId: built.exportId })).url);
    expect(lines(statement)).toContain(`${first} ${last}`);
    expect(lines(statement)).toContain('Ledgerline'); // the logo's serif word, in the standard Times
    const confirmation = await call(who, 'accountConfirmation', { accountId, brandId: 'uk' });
    expect(lines(await download(confirmation.url))).toContain(`${first} ${last}`);
  });

  test('an invoice names its payee and its payer, and its note prints as written', async () => {
    const created = await call(
      'anna.personal',
      'invoiceCreate',
      {
        noteBody: 'Chirie și utilități, оренда',
        toEmail: loginOf('pavel.push'),
        amount: '12.50',
        currency: 'EUR',
        dueDate: '2099-01-31',
      },
      newKey(),
    );
    expect(created.responseCode).toBe('00');
    const { invoice } = await call('pavel.push', 'invoiceGet', { id: created.invoiceId, type: 'received' });
    const text = lines(await download(invoice.urlPdf));
    expect(text).toContain('Ștefan Îonescu');
    expect(text).toContain(`Юлія Ковальчук <${loginOf('pavel.push')}>`);
    expect(text).toContain('Chirie și utilități, оренда');
  });

  test('the embedded subsets draw the glyphs of Noto Sans, each at its own width', async () => {
    const built = await call('pavel.push', 'exportBuild', { accountId: await firstAccount('pavel.push') });
    t.clock.advance(EXPORT_BUILD_MS);
    const bytes = await download((await call('pavel.push', 'exportStatus', { exportId: built.exportId })).url);
    const doc = await PDFDocument.load(bytes);
    const at = (dict: PDFDict, key: string) => doc.context.lookup(dict.get(PDFName.of(key))) as PDFObject;
    const decoded = (stream: PDFObject) => decodePDFRawStream(stream as PDFRawStream).decode();
    const fontFile = (file: string) =>
      fontkit.create(
        readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/noto-sans/${file}`)),
      ) as Font;
    const noto = {
      regular: fontFile('400Regular/NotoSans_400Regular.ttf'),
      bold: fontFile('700Bold/NotoSans_700Bold.ttf'),
    };
    let compared = 0;
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict) || at(object, 'Subtype')?.toString() !== '/Type0') continue;
      const original = /Bold/.test(at(object, 'BaseFont').toString()) ? noto.bold : noto.regular;
      const cidFont = doc.context.lookup((at(object, 'DescendantFonts') as PDFArray).get(0)) as PDFDict;
      const subset = fontkit.create(decoded(at(at(cidFont, 'FontDescriptor') as PDFDict, 'FontFile2'))) as Font;
      const cmap = Buffer.from(decoded(at(object, 'ToUnicode'))).toString('latin1');
      for (const [, glyph = '', unicode = ''] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]{4})>/gi)) {
        const drawn = subset.getGlyph(Number.parseInt(glyph, 16));
        const expected = original.glyphForCodePoint(Number.parseInt(unicode, 16));
        expect([drawn?.path.toSVG(), drawn?.advanceWidth]).toEqual([expected?.path.toSVG(), expected?.advanceWidth]);
        expect(drawn).not.toBeNull();
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(40);
  });
});

describe('the page writer', () => {
  const now = new Date('2026-11-21T10:00:00Z');

  test('a serif word of a logo that the standard Times cannot show is drawn in Noto Sans', async () => {
    const logoSvg =
      '<svg viewBox="0 0 240 60"><rect width="60" height="60"/>' +
      '<text x="66" y="40" font-family="Georgia, serif" font-size="20">Bancă Ștefan</text>' +
      '<text x="66" y="55" font-family="Georgia, serif" font-size="10">Ledger</text></svg>';
    const pdf = await PdfWriter.create({ title: 'Logo', footer: 'Logo', now });
    pdf.letterhead({ brand: { pdfLogoWidth: 50 }, logoSvg } as LoadedBrand);
    expect(lines(await pdf.bytes())).toEqual(expect.arrayContaining(['Bancă Ștefan', 'Ledger']));
  });

  test('a period first met inside "…" of an earlier document still reads back in the next one', async () => {
    // "…" is drawn from three periods: subsetting it reaches the period glyph without its character
    const earlier = await PDFDocument.create();
    const { sans } = await embedFonts(earlier);
    earlier.addPage().drawText('…', { font: sans, size: 12 });
    await earlier.save();
    const next = await PDFDocument.create();
    const fonts = await embedFonts(next);
    next.addPage().drawText('12.50', { font: fonts.sans, size: 12 });
    expect(pdfText(await next.save())).toContain('12.50');
  });

  test('a table cell too wide for its column is cut at a letter, Cyrillic too, and ends in "..."', async () => {
    const description = 'Юлія Ковальчук: оренда квартири за листопад і грудень';
    const pdf = await PdfWriter.create({ title: 'Table', footer: 'Table', now });
    pdf.table([{ header: 'Description', width: 90 }], [[description], ['Ștefan']]);
    const [, , cut = '', short] = lines(await pdf.bytes());
    expect(cut).toMatch(/^Юлія Ковальчук.*\.\.\.$/);
    expect(description.startsWith(cut.slice(0, -3))).toBe(true);
    expect(cut.length).toBeLessThan(description.length);
    expect(short).toBe('Ștefan');
  });
});
