// Draws a brand logo (brands/<id>/logo.svg) into a PDF page with pdf-lib, which cannot place SVG
// itself. The logos use a small subset (rect with rx and a rotation, circle, path, text inside
// groups), checked by brand-config; this reads exactly that subset and ignores anything else.
import { type PDFFont, type PDFPage, rgb, type RGB } from '@cantoo/pdf-lib';

type Attributes = Record<string, string>;

export interface LogoFonts {
  sans: PDFFont;
  sansBold: PDFFont;
  serif: PDFFont;
  serifBold: PDFFont;
}

interface Element {
  name: string;
  attributes: Attributes;
  text: string;
}

const inherited = ['fill', 'stroke', 'stroke-width', 'font-family', 'font-size', 'font-weight', 'text-anchor'];

function parseAttributes(source: string): Attributes {
  const attributes: Attributes = {};
  for (const match of source.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g))
    attributes[match[1] as string] = match[2] as string;
  return attributes;
}

/** The drawable elements in document order, with the attributes of their groups inherited. */
export function logoElements(svg: string): { viewBox: { width: number; height: number }; elements: Element[] } {
  const root = parseAttributes(svg.match(/<svg\b([^>]*)>/)?.[1] ?? '');
  const [, , width = '0', height = '0'] = (root.viewBox ?? '').trim().split(/[\s,]+/);
  const stack: Attributes[] = [{}];
  const elements: Element[] = [];
  const body = svg.replace(/<!--[\s\S]*?-->/g, '').replace(/<title[\s\S]*?<\/title>/g, '');
  for (const match of body.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>(?:([^<]*)<\/text>)?/g)) {
    const [, closing, name = '', source = '', , text] = match;
    if (name === 'svg') continue;
    const context = stack.at(-1) ?? {};
    if (name === 'g') {
      if (closing) stack.pop();
      else {
        const own = parseAttributes(source);
        stack.push({
          ...context,
          ...Object.fromEntries(inherited.filter((a) => own[a]).map((a) => [a, own[a] as string])),
        });
      }
      continue;
    }
    if (closing || !['rect', 'circle', 'path', 'text'].includes(name)) continue;
    elements.push({ name, attributes: { ...context, ...parseAttributes(source) }, text: (text ?? '').trim() });
  }
  return { viewBox: { width: Number(width), height: Number(height) }, elements };
}

function colour(value: string | undefined): RGB | undefined {
  const hex = value?.match(/^#([0-9a-f]{6}|[0-9a-f]{3})$/i)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channel = (i: number) => Number.parseInt(full.slice(i, i + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

const num = (value: string | undefined, fallback = 0) => {
  const parsed = Number.parseFloat(value ?? '');
  return Number.isFinite(parsed) ? parsed : fallback;
};

/** A rectangle (rounded by rx) as SVG path data, turned by `rotate(angle cx cy)` when given. */
export function rectPath(a: Attributes): string {
  const x = num(a.x);
  const y = num(a.y);
  const w = num(a.width);
  const h = num(a.height);
  const r = Math.min(num(a.rx), w / 2, h / 2);
  const rotation = a.transform?.match(/rotate\(\s*([-\d.]+)(?:[\s,]+([-\d.]+)[\s,]+([-\d.]+))?\s*\)/);
  const angle = (num(rotation?.[1]) * Math.PI) / 180;
  const [cx, cy] = [num(rotation?.[2]), num(rotation?.[3])];
  const turn = (px: number, py: number) => {
    const dx = px - cx;
    const dy = py - cy;
    const tx = cx + dx * Math.cos(angle) - dy * Math.sin(angle);
    const ty = cy + dx * Math.sin(angle) + dy * Math.cos(angle);
    const fixed = (n: number) => (Math.abs(n) < 0.0005 ? 0 : n).toFixed(3);
    return `${fixed(tx)} ${fixed(ty)}`;
  };
  return [
    `M ${turn(x + r, y)}`,
    `L ${turn(x + w - r, y)}`,
    `Q ${turn(x + w, y)} ${turn(x + w, y + r)}`,
    `L ${turn(x + w, y + h - r)}`,
    `Q ${turn(x + w, y + h)} ${turn(x + w - r, y + h)}`,
    `L ${turn(x + r, y + h)}`,
    `Q ${turn(x, y + h)} ${turn(x, y + h - r)}`,
    `L ${turn(x, y + r)}`,
    `Q ${turn(x, y)} ${turn(x + r, y)}`,
    'Z',
  ].join(' ');
}

/** Whether the font has every character of the text (a standard font has WinAnsi's only). */
function shows(font: PDFFont, text: string): boolean {
  const characters = new Set(font.getCharacterSet());
  return Array.from(text).every((character) => characters.has(character.codePointAt(0) as number));
}

/** A serif word in the standard serif font when it can show it; anything else in the embedded sans. */
function fontFor(a: Attributes, fonts: LogoFonts, text: string): PDFFont {
  const bold = a['font-weight'] === 'bold' || num(a['font-weight']) >= 600;
  const serif = /serif/i.test(a['font-family'] ?? '') && !/sans-serif/i.test(a['font-family'] ?? '');
  const serifFont = bold ? fonts.serifBold : fonts.serif;
  if (serif && shows(serifFont, text)) return serifFont;
  return bold ? fonts.sansBold : fonts.sans;
}

/**
 * Draws the logo with its top-left corner at (left, top) in PDF points, `width` points wide
 * (the height follows the viewBox). Answers the height drawn.
 */
export function drawLogo(
  page: PDFPage,
  svg: string,
  fonts: LogoFonts,
  left: number,
  top: number,
  width: number,
): number {
  const { viewBox, elements } = logoElements(svg);
  if (viewBox.width <= 0 || viewBox.height <= 0) return 0;
  const scale = width / viewBox.width;
  for (const { name, attributes: a, text } of elements) {
    const fill = a.fill === 'none' ? undefined : (colour(a.fill) ?? (a.fill ? undefined : rgb(0, 0, 0)));
    const stroke = colour(a.stroke);
    const strokeWidth = stroke ? num(a['stroke-width'], 1) * scale : 0;
    if (name === 'path' || name === 'rect') {
      const path = name === 'rect' ? rectPath(a) : (a.d ?? '');
      page.drawSvgPath(path, { x: left, y: top, scale, color: fill, borderColor: stroke, borderWidth: strokeWidth });
    } else if (name === 'circle') {
      page.drawCircle({
        x: left + num(a.cx) * scale,
        y: top - num(a.cy) * scale,
        size: num(a.r) * scale,
        color: fill,
        borderColor: stroke,
        borderWidth: strokeWidth,
      });
    } else if (name === 'text' && text) {
      const font = fontFor(a, fonts, text);
      let size = num(a['font-size'], 16) * scale;
      const fitted = num(a.textLength) * scale;
      if (fitted > 0) size = Math.min(size * 1.4, fitted / font.widthOfTextAtSize(text, 1));
      const textWidth = font.widthOfTextAtSize(text, size);
      const anchorShift = a['text-anchor'] === 'middle' ? textWidth / 2 : a['text-anchor'] === 'end' ? textWidth : 0;
      page.drawText(text, {
        x: left + num(a.x) * scale - anchorShift,
        y: top - num(a.y) * scale,
        size,
        font,
        color: fill ?? rgb(0, 0, 0),
      });
    }
  }
  return viewBox.height * scale;
}
