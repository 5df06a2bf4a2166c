import { style } from '@vanilla-extract/css';
import { HEADER_LOGO_BOX } from '@paydeck/brand-config';
import { media, vars } from '@paydeck/ui/theme';
import { space, target } from '@paydeck/ui/tokens';

// The header's row on a phone: smaller gaps and margins, so the logo, the menu button, the approvals badge and the
// bell fit 320 px in every language (only the logo gives way, the buttons keep their size).
const headerGap = { phone: space.sm, wide: space.lg } as const;

export const skipLink = style({
  position: 'absolute',
  left: space.sm,
  top: '-100px',
  padding: space.sm,
  background: vars.color.surface,
  color: vars.color.text,
  zIndex: 10,
  ':focus': { top: space.sm, outline: `3px solid ${vars.color.focus}` },
});

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: headerGap.phone,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.up.tablet]: { gap: headerGap.wide, padding: `${space.sm} ${space.lg}` } },
});

/**
 * The logo's place: below the desktop width it takes the room the buttons leave (a size container), and the logo
 * in it gives way when the row is short of room; there the buttons keep their size.
 */
export const brandSlot = style({
  display: 'flex',
  minWidth: 0,
  '@media': { [media.below.desktop]: { flex: '1 1 0', containerType: 'inline-size' } },
});
export const brandHome = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: target.primary,
  // the box's width as a length where the row sizes the link by its content (desktop); within the slot below it
  maxWidth: HEADER_LOGO_BOX.maxWidth,
  '@media': { [media.below.desktop]: { maxWidth: `min(${HEADER_LOGO_BOX.maxWidth}px, 100%)` } },
});
/**
 * Every brand's logo in one box (brand-config's HEADER_LOGO_BOX, whose test holds each wordmark legible in it): a
 * wide logo is as wide as the box, a compact one (a stacked wordmark) as high. In a place too narrow for a legible
 * wordmark (a 320 px phone with the approvals badge), only the mark: the square at the logo's left.
 */
export const logo = style({
  display: 'block',
  height: HEADER_LOGO_BOX.height,
  width: 'auto',
  maxWidth: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
  '@container': {
    [`(max-width: ${HEADER_LOGO_BOX.markOnlyBelow - 0.02}px)`]: {
      width: HEADER_LOGO_BOX.height,
      objectFit: 'cover',
    },
  },
});

export const desktopNav = style({
  display: 'none',
  // shown to signed-in people only: with the header's other signed-in parts (signedInDesktopOnly)
  '@media': { [media.up.desktop]: { display: 'flex', gap: space.lg, flex: 1 } },
});
// below desktop the logo's slot takes the free room itself (brandSlot)
export const spacer = style({ flex: 1, '@media': { [media.below.desktop]: { flex: 'none' } } });

export const navList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: space.lg });
export const drawerNavList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: space.md });
export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: target.primary,
  // a link to the page shown now, or the "More" menu's button when one of its entries is
  selectors: { '&[aria-current="page"], &[data-current]': { fontWeight: 700, textDecoration: 'underline' } },
});

// Public pages: the logo and the language switcher fit from 871 px; narrower, the switcher is in the menu drawer.
export const desktopOnly = style({ display: 'none', '@media': { [media.up.phablet]: { display: 'block' } } });
export const mobileOnly = style({ flexShrink: 0, '@media': { [media.up.phablet]: { display: 'none' } } });
// Signed in, the header's row (the bar's entries and "More", the language switcher, the approvals badge, the bell,
// the person menu with a business's name) needs about 1,200 px; narrower, the drawer holds navigation and menus.
export const signedInDesktopOnly = style({ display: 'none', '@media': { [media.up.desktop]: { display: 'block' } } });
export const signedInMobileOnly = style({
  marginInlineStart: 'auto', // the menu button, the badge and the bell sit at the end, where the wide header has them
  flexShrink: 0,
  '@media': { [media.up.desktop]: { display: 'none' } },
});

/** A signed-in person's buttons at the end of the header (approvals badge, bell, person menu): never squeezed. */
export const signedInActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: headerGap.phone,
  flexShrink: 0,
  '@media': { [media.up.tablet]: { gap: headerGap.wide } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1280,
  margin: '0 auto',
  padding: space.lg,
  boxSizing: 'border-box',
  ':focus': { outline: 'none' },
});

export const footer = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.mutedText,
  padding: `${space.lg} ${space.lg}`,
  display: 'grid',
  gap: space.sm,
  fontSize: '0.875rem',
});
export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const footerLink = style({
  color: vars.color.text,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: target.minimum,
});
