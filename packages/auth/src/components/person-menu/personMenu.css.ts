import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

/** The header's trigger: a bordered button holding the name (ui's LinkMenu draws the menu). */
export const trigger = style({
  minHeight: '44px',
  maxWidth: '16rem',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&[data-hovered]': { background: vars.color.background } },
});

export const drawerWho = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.mutedText });

export const drawer = style({ display: 'flex', flexDirection: 'column', gap: space.sm });

export const drawerList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});

export const drawerLink = style({
  display: 'block',
  padding: `${space.sm} 0`,
  color: vars.color.text,
  selectors: { '&[data-focus-visible]': focus },
});
