import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { fontSize, space } from '../theme/tokens';

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 });

// Narrow screens scroll the table sideways instead of squeezing its columns.
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
});

export const column = style({
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  fontSize: fontSize.sm,
  fontWeight: 700,
  color: vars.color.mutedText,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const endAligned = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const sortMark = style({ marginInlineStart: space.xs });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.background },
    '&[data-href]': { cursor: 'pointer' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  minHeight: '44px',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const summary = style({ fontSize: fontSize.sm, color: vars.color.mutedText });

export const currentPage = style({ background: vars.color.primary, color: vars.color.primaryText });
