// A small page writer over pdf-lib for the sandbox's documents: A4 pages, a brand letterhead,
// headings, paragraphs, label/value lines and tables that continue on new pages, in the fonts of
// pdf-fonts.ts (Noto Sans: any Latin, Cyrillic or Greek name prints as written).
import { PDFDocument, type PDFFont, type PDFPage, rgb } from '@cantoo/pdf-lib';
import type { LoadedBrand } from '@paydeck/brand-config/node';
import { embedFonts } from './pdf-fonts.ts';
import { drawLogo, type LogoFonts } from './svg-logo.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const MM = 72 / 25.4;
const ink = rgb(0.08, 0.09, 0.12);
const muted = rgb(0.35, 0.37, 0.42);
const rule = rgb(0.75, 0.77, 0.8);

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** The text, or its longest start that fits `room` followed by "..." (a binary search: measuring is a layout). */
function fitted(font: PDFFont, text: string, size: number, room: number): string {
  if (font.widthOfTextAtSize(text, size) <= room) return text;
  const chars = Array.from(text);
  let [fits, tooLong] = [1, chars.length];
  while (tooLong - fits > 1) {
    const middle = Math.floor((fits + tooLong) / 2);
    if (font.widthOfTextAtSize(`${chars.slice(0, middle).join('')}...`, size) <= room) fits = middle;
    else tooLong = middle;
  }
  return `${chars.slice(0, fits).join('')}...`;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private pageCount = 0;

  private readonly doc: PDFDocument;
  private readonly fonts: LogoFonts;
  private readonly footer: string;

  private constructor(doc: PDFDocument, fonts: LogoFonts, footer: string) {
    this.doc = doc;
    this.fonts = fonts;
    this.footer = footer;
  }

  static async create(meta: { title: string; footer: string; now: Date }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(meta.title);
    doc.setProducer('Paydeck sandbox');
    doc.setCreator('Paydeck sandbox');
    doc.setCreationDate(meta.now);
    doc.setModificationDate(meta.now);
    const fonts = await embedFonts(doc);
    const writer = new PdfWriter(doc, fonts, meta.footer);
    writer.newPage();
    return writer;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pageCount += 1;
    this.y = A4[1] - MARGIN;
    this.page.drawText(`${this.footer} · ${this.pageCount}`, {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.fonts.sans,
      color: muted,
    });
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  /** The brand's logo at its PDF width (brand.json pdfLogoWidth, in millimetres) and its legal name. */
  letterhead(brand: LoadedBrand): void {
    const width = brand.brand.pdfLogoWidth * MM;
    const height = drawLogo(this.page, brand.logoSvg, this.fonts, MARGIN, this.y, width);
    this.y -= height + 18;
  }

  heading(text: string, size = 18): void {
    this.ensure(size + 12);
    this.y -= size;
    this.page.drawText(text, {
      x: MARGIN,
      y: this.y,
      size,
      font: this.fonts.sansBold,
      color: ink,
    });
    this.y -= 10;
  }

  paragraph(text: string, options: { size?: number; colour?: 'ink' | 'muted'; bold?: boolean } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.sansBold : this.fonts.sans;
    const maxWidth = A4[0] - 2 * MARGIN;
    const words = text.split(/\s+/);
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > maxWidth && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const text of lines) {
      this.ensure(size + 4);
      this.y -= size + 3;
      this.page.drawText(text, { x: MARGIN, y: this.y, size, font, color: options.colour === 'muted' ? muted : ink });
    }
  }

  space(points = 10): void {
    this.y -= points;
  }

  /** "Label: value" lines in two columns. */
  fields(rows: [string, string][]): void {
    for (const [label, value] of rows) {
      this.ensure(16);
      this.y -= 14;
      this.page.drawText(label, {
        x: MARGIN,
        y: this.y,
        size: 10,
        font: this.fonts.sans,
        color: muted,
      });
      this.page.drawText(value, {
        x: MARGIN + 170,
        y: this.y,
        size: 10,
        font: this.fonts.sansBold,
        color: ink,
      });
    }
    this.y -= 6;
  }

  /** A table; the header is repeated on every page it runs onto. */
  table(columns: Column[], rows: string[][]): void {
    const drawRow = (cells: string[], font: PDFFont) => {
      let x = MARGIN;
      for (const [index, column] of columns.entries()) {
        const size = 8.5;
        const room = column.width - 6;
        const text = fitted(font, cells[index] ?? '', size, room);
        const tx = column.align === 'right' ? x + column.width - 6 - font.widthOfTextAtSize(text, size) : x;
        this.page.drawText(text, { x: tx, y: this.y, size, font, color: ink });
        x += column.width;
      }
    };
    const header = () => {
      this.ensure(30);
      this.y -= 14;
      drawRow(
        columns.map((c) => c.header),
        this.fonts.sansBold,
      );
      this.y -= 5;
      this.page.drawLine({
        start: { x: MARGIN, y: this.y },
        end: { x: A4[0] - MARGIN, y: this.y },
        thickness: 0.6,
        color: rule,
      });
    };
    header();
    for (const row of rows) {
      if (this.y - 14 < MARGIN) {
        this.newPage();
        header();
      }
      this.y -= 13;
      drawRow(row, this.fonts.sans);
    }
    this.y -= 8;
  }

  async bytes(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
