import { BrandConfigError } from './load.ts';

/** An inlined logo travels in the entry chunk of every page: keep it small. */
export const MAX_LOGO_BYTES = 16_000;

const viewBoxPattern = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/;

/** Width and height of a logo's viewBox (which must start at 0 0). */
export function logoViewBox(svg: string): { width: number; height: number } | undefined {
  const match = viewBoxPattern.exec(svg);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/** Rules a brand logo must follow; each returns the problem, or undefined when the rule holds. */
const logoRules: ((svg: string) => string | undefined)[] = [
  (svg) => (/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(svg) ? undefined : 'must start with an <svg> element'),
  (svg) =>
    new TextEncoder().encode(svg).length <= MAX_LOGO_BYTES ? undefined : `must be at most ${MAX_LOGO_BYTES} bytes`,
  (svg) =>
    /<title[^>]*>[^<]*\S[^<]*<\/title>/.test(svg) ? undefined : 'must have a non-empty <title> (its accessible name)',
  (svg) => {
    const box = logoViewBox(svg);
    if (!box) return 'must have viewBox="0 0 <width> <height>"';
    return box.width >= box.height
      ? undefined
      : 'must be at least as wide as it is high (the mark is the square at its left)';
  },
  (svg) =>
    /<script|\son[a-z]+\s*=|javascript:|<foreignObject/i.test(svg)
      ? 'must not hold scripts, event handlers or foreign objects'
      : undefined,
];

/** Checks a logo's SVG text; the error names the file, the brand.json field and the problem. */
export function checkLogoSvg(svg: string, file: string): void {
  const problems = logoRules.map((rule) => rule(svg)).filter((problem) => problem !== undefined);
  if (problems.length === 0) return;
  const lines = problems.map((problem) => `  ${file}: field "logo.file": the SVG ${problem}`);
  throw new BrandConfigError(`Invalid brand logo:\n${lines.join('\n')}`);
}

/**
 * The mark alone: the square at the left of the logo (every logo is drawn that way), for favicons
 * and other places too small for the wordmark.
 */
export function logoMarkSvg(svg: string): string {
  const box = logoViewBox(svg);
  if (!box) throw new Error('the logo has no viewBox="0 0 <width> <height>"');
  const side = String(box.height);
  return svg
    .replace(viewBoxPattern, `viewBox="0 0 ${side} ${side}"`)
    .replace(/(<svg[^>]*?\s)width="[^"]*"/, `$1width="${side}"`);
}

/** A data: URL for `<img src>` and `<link rel="icon">`; an SVG in an image never runs scripts. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.trim())}`;
}

/**
 * The box the app's header draws every logo in (px): as high as the header's row, at most this wide, so a wide logo
 * is as wide as the box and a compact one (a stacked wordmark) as high. Below `markOnlyBelow` px of room (a 320 px
 * phone with the approvals badge) the header shows the mark alone.
 */
export const HEADER_LOGO_BOX = { height: 44, maxWidth: 160, markOnlyBelow: 100 } as const;

/** SVG's initial font size, for a text that sets none. */
const DEFAULT_FONT_SIZE = 16;

const fontSizeOf = (attributes: string): number | undefined => {
  const match = /\sfont-size="(\d+(?:\.\d+)?)"/.exec(attributes);
  return match ? Number(match[1]) : undefined;
};

/** The font size (viewBox units) of each `<text>` of a logo: its own `font-size`, or the nearest `<g>`'s. */
export function logoTextSizes(svg: string): number[] {
  const sizes: number[] = [];
  const groups: (number | undefined)[] = [];
  for (const [, closing, name, attributes = ''] of svg.matchAll(/<(\/?)(g|text)\b([^>]*)>/g)) {
    if (name === 'g') {
      if (closing) groups.pop();
      else if (!attributes.endsWith('/')) groups.push(fontSizeOf(attributes) ?? groups.at(-1));
    } else if (!closing) {
      sizes.push(fontSizeOf(attributes) ?? groups.at(-1) ?? DEFAULT_FONT_SIZE);
    }
  }
  return sizes;
}

/** How high (px) each text of a logo is drawn in a box: the logo fits its height, or its width when that is less. */
export function logoTextPixels(svg: string, box: { height: number; maxWidth: number } = HEADER_LOGO_BOX): number[] {
  const viewBox = logoViewBox(svg);
  if (!viewBox) return [];
  const drawnHeight = Math.min(box.height, (box.maxWidth * viewBox.height) / viewBox.width);
  return logoTextSizes(svg).map((size) => (size * drawnHeight) / viewBox.height);
}
