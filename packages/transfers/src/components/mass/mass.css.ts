import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '40rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm, margin: 0 });
export const problem = style({ color: vars.color.danger, fontSize: fontSize.sm });
export const columns = style({ fontFamily: 'monospace', fontSize: fontSize.sm, overflowWrap: 'anywhere' });
export const rails = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  listStyle: 'none',
  padding: 0,
  margin: 0,
});
export const rail = style({
  display: 'inline-block',
  padding: `${space.xs} ${space.sm}`,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});
export const currentRail = style([rail, { borderColor: vars.color.primary, fontWeight: 600 }]);
export const summary = style({
  display: 'grid',
  gap: space.sm,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const term = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

/** The scroller of the virtual row list: only the rows in view are in the document. */
export const scroller = style({
  maxHeight: '50vh',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});
export const rows = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });
export const row = style({
  position: 'absolute',
  insetInline: 0,
  display: 'grid',
  gridTemplateColumns: '3rem minmax(8rem, 2fr) minmax(6rem, 1fr) minmax(6rem, 1fr)',
  gap: space.sm,
  alignItems: 'start',
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
