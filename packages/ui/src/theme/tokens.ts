/**
 * Plain design constants shared by every brand (brands differ only in the theme contract).
 * Importable without vanilla-extract: `@paydeck/ui/tokens`.
 */

/** Layout breakpoints of the spec, in px. */
export const breakpoints = { mobile: 476, tablet: 768, phablet: 871, laptop: 1024, desktop: 1280 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** Widths (px) at which the view flags turn on: a flag is true when the viewport is at least that wide. */
export const viewFlagWidths = { xl: 1280, lg: 992, md: 871, sm: 576 } as const;
export type ViewFlag = keyof typeof viewFlagWidths;

/** The spacing scale. */
export const space = {
  none: '0',
  xxs: '2px',
  xs: '4px',
  sm: '8px',
  md: '12px',
  lg: '16px',
  xl: '24px',
  xxl: '32px',
  xxxl: '48px',
} as const;
export type Space = keyof typeof space;

/** The page's frame: every signed-in page's content is at most this wide, centred (settings as much as home). */
export const layout = { pageMaxWidth: '1120px' } as const;

/** Pointer target sizes: WCAG 2.2 2.5.8 minimum, and the size of primary controls. */
export const target = { minimum: '24px', primary: '44px' } as const;

export const fontSize = { sm: '0.875rem', md: '1rem', lg: '1.25rem', xl: '1.5rem' } as const;

/** The outline every focusable part shows when focused from the keyboard. */
export const focusOutlineWidth = '3px';
