import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const grid = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});

export const cardTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  fontFamily: vars.font.heading,
  overflowWrap: 'anywhere',
});

export const number = style({
  margin: 0,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
  fontSize: fontSize.lg,
  overflowWrap: 'anywhere',
});

export const details = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: `${space.xs} ${space.xl}` });
export const detail = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });
export const detailLabel = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const detailValue = style({ margin: 0, fontWeight: 600 });

/** A card of a list: its face, the balance under it. */
export const tile = style({ display: 'flex', flexDirection: 'column', gap: space.xs, minWidth: 0 });
export const balance = style({ margin: 0, paddingInline: space.xs, fontWeight: 600 });

/** The cards that no longer pay, after the ones in use: their button, then (open) their tiles */
export const endedGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  paddingTop: space.md,
  borderTop: `1px solid ${vars.color.border}`,
});
