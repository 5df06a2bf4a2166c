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
