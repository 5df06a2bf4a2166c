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

/** The counters above the list: a row of small tiles, each its group's name over its number. */
export const counts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 7.5rem), 1fr))',
  gap: space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const count = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  minWidth: 0,
  padding: `${space.sm} ${space.md}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  fontSize: fontSize.sm,
  color: vars.color.mutedText,
  overflowWrap: 'anywhere',
});

export const countValue = style({
  fontSize: fontSize.lg,
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

/** A group of the form's fields (each side's obligations): a bordered panel under its legend. */
export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  minWidth: 0,
  margin: 0,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [media.up.tablet]: { padding: space.lg } },
});

export const legend = style({
  padding: `0 ${space.xs}`,
  fontFamily: vars.font.heading,
  fontSize: fontSize.md,
  fontWeight: 600,
  color: vars.color.text,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const stacked = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const error = style({ color: vars.color.danger, margin: 0, fontSize: fontSize.sm, fontWeight: 600 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.md,
  rowGap: space.xs,
  margin: 0,
  // a phone's width: each term above its value, so neither is broken inside its words
  '@media': { [media.below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)', rowGap: 0 } },
});

// An e-mail or a company's long name breaks inside the value's column rather than push the page sideways.
globalStyle(`${details} > dd`, {
  minWidth: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.below.tablet]: { marginBlockEnd: space.sm } },
});

export const term = style({ color: vars.color.mutedText });

export const list = style({ margin: 0, paddingInlineStart: space.lg });
