import { breakpoints, type Breakpoint, viewFlagWidths, type ViewFlag } from './tokens';

/** A media query that matches viewports at least `px` wide. */
export function minWidth(px: number): string {
  return `screen and (min-width: ${px}px)`;
}

/** A media query that matches viewports narrower than `px` (so `below(871)` and `minWidth(871)` never overlap). */
export function below(px: number): string {
  return `screen and (max-width: ${px - 0.02}px)`;
}

function mapWidths<K extends string>(widths: Record<K, number>, query: (px: number) => string): Record<K, string> {
  return Object.fromEntries(Object.entries<number>(widths).map(([k, px]) => [k, query(px)])) as Record<K, string>;
}

/**
 * Media queries for vanilla-extract styles and matchMedia:
 * `'@media': { [media.up.tablet]: { ... }, [media.below.phablet]: { ... } }`.
 */
export const media: {
  up: Record<Breakpoint, string>;
  below: Record<Breakpoint, string>;
  flag: Record<ViewFlag, string>;
} = {
  up: mapWidths(breakpoints, minWidth),
  below: mapWidths(breakpoints, below),
  flag: mapWidths(viewFlagWidths, minWidth),
};
