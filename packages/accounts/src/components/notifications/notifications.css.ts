import { style, styleVariants } from '@vanilla-extract/css';
import { elevation, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  minWidth: '44px',
  padding: `${space.xs} ${space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const badge = style({
  minWidth: '1.25rem',
  padding: `0 ${space.xs}`,
  borderRadius: '999px',
  background: vars.color.danger,
  color: vars.color.surface,
  fontSize: fontSize.sm,
  fontWeight: 700,
  lineHeight: '1.25rem',
  textAlign: 'center',
});

export const popover = style({
  width: 'min(100vw - 16px, 380px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: elevation.popover,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const dialog = style({
  outline: 'none',
  padding: space.md,
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  maxHeight: '70vh',
  overflow: 'auto',
});
export const header = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: space.sm });
export const heading = style({ margin: 0, fontSize: fontSize.md });
export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});

const itemBase = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xxs,
  width: '100%',
  padding: space.sm,
  border: 'none',
  borderLeft: '4px solid transparent',
  borderRadius: vars.radius.control,
  background: vars.color.background,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { filter: 'brightness(0.97)' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '1px' },
  },
});
export const item = styleVariants({
  error: [itemBase, { borderLeftColor: vars.color.danger }],
  warning: [itemBase, { borderLeftColor: vars.color.warning }],
  success: [itemBase, { borderLeftColor: vars.color.success }],
  info: [itemBase, { borderLeftColor: vars.color.primary }],
});
export const itemTitle = style({ fontWeight: 700 });
export const itemBody = style({ fontSize: fontSize.sm, color: vars.color.mutedText });
export const unread = style({ fontSize: fontSize.sm, color: vars.color.primary, fontWeight: 600 });
