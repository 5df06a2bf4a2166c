import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { space, target } from '@paydeck/ui/tokens';

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
  gap: space.lg,
  padding: `${space.sm} ${space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const brandHome = style({ display: 'inline-flex', alignItems: 'center', minHeight: target.primary });
export const logo = style({ height: 32, width: 'auto', display: 'block' });

export const desktopNav = style({
  display: 'none',
  // shown to signed-in people only: with the header's other signed-in parts (signedInDesktopOnly)
  '@media': { [media.up.desktop]: { display: 'flex', gap: space.lg, flex: 1 } },
});
export const spacer = style({ flex: 1 });

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
export const mobileOnly = style({ '@media': { [media.up.phablet]: { display: 'none' } } });
// Signed in, the header's row (the bar's entries and "More", the language switcher, the approvals badge, the bell,
// the person menu with a business's name) needs about 1,200 px; narrower, the drawer holds navigation and menus.
export const signedInDesktopOnly = style({ display: 'none', '@media': { [media.up.desktop]: { display: 'block' } } });
export const signedInMobileOnly = style({
  marginInlineStart: 'auto', // the menu button, the badge and the bell sit at the end, where the wide header has them
  '@media': { [media.up.desktop]: { display: 'none' } },
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
