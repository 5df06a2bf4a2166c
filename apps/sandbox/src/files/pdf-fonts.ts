// The fonts of the sandbox's PDFs: Noto Sans regular and bold (Latin with Romanian ș ț ă î, Cyrillic, Greek),
// each embedded as a subset of the glyphs a document uses; the standard Times for a serif word of a logo.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import fontkit, { type Font } from '@cantoo/fontkit';
import type { LogoFonts } from './svg-logo.ts';

let notoSans: { regular: Uint8Array; bold: Uint8Array } | undefined;

/** The font package's files, resolved from this module (any cwd), read on the first document only. */
function notoSansFiles(): { regular: Uint8Array; bold: Uint8Array } {
  if (!notoSans) {
    const require = createRequire(import.meta.url);
    const read = (file: string) =>
      new Uint8Array(readFileSync(require.resolve(`@expo-google-fonts/noto-sans/${file}`)));
    notoSans = { regular: read('400Regular/NotoSans_400Regular.ttf'), bold: read('700Bold/NotoSans_700Bold.ttf') };
  }
  return notoSans;
}

type GlyphRun = ReturnType<Font['layout']>;

/**
 * fontkit for pdf-lib, parsing each font anew for each document (about 1 ms: its tables are read on demand). A
 * font object keeps every glyph it has made, with the characters it was asked for; shared between documents, a
 * glyph first reached as a part of another (the period inside "…" or ":") would keep no character, and a later
 * document's text map would drop it ("..." read back as nothing).
 *
 * pdf-lib lays out every text it measures or draws and keeps only the glyphs, drawn at their advance widths (never
 * the layout's kerning or mark positions). fontkit's full OpenType layout of Noto Sans takes about 0.9 ms for 35
 * letters; the glyphs of the characters through the font's cmap take 5 µs. After NFC a letter with a combining
 * accent takes the font's composed glyph; there are no ligatures, as with the standard fonts before.
 */
const documentFontkit = {
  create(bytes: Uint8Array): Font {
    const font = fontkit.create(bytes) as Font;
    font.layout = (text: string) => ({ glyphs: font.glyphsForString(text.normalize('NFC')) }) as GlyphRun;
    return font;
  },
};

/** Embeds the fonts into a new document. */
export async function embedFonts(doc: PDFDocument): Promise<LogoFonts> {
  doc.registerFontkit(documentFontkit);
  const files = notoSansFiles();
  return {
    sans: await doc.embedFont(files.regular, { subset: true }),
    sansBold: await doc.embedFont(files.bold, { subset: true }),
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
  };
}
