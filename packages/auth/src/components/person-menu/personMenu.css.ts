import { style } from '@vanilla-extract/css';
import { elevation, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  maxWidth: '16rem',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': focus,
  },
});

export const triggerName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const popover = style({
  minWidth: '14rem',
  maxWidth: 'min(100vw - 16px, 320px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: elevation.popover,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const menu = style({ outline: 'none', padding: space.xs, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'block',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-focus-visible]': focus,
  },
});

export const separator = style({ height: '1px', margin: `${space.xs} 0`, background: vars.color.border });

export const who = style({
  margin: 0,
  padding: `${space.xs} ${space.md}`,
  fontSize: fontSize.sm,
  color: vars.color.mutedText,
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
