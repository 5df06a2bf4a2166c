import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const fieldRow = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up.laptop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: fontSize.sm,
  color: vars.color.mutedText,
});

export const countValue = style({ fontSize: fontSize.lg, color: vars.color.text, fontVariantNumeric: 'tabular-nums' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const stacked = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const error = style({ color: vars.color.danger, margin: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.md,
  rowGap: space.xs,
  margin: 0,
});

// An e-mail or a company's long name breaks inside the value's column rather than push the page sideways.
globalStyle(`${details} > dd`, { minWidth: 0, overflowWrap: 'anywhere' });

export const term = style({ color: vars.color.mutedText });

export const list = style({ margin: 0, paddingInlineStart: space.lg });
