import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '36rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const problem = style({ color: vars.color.danger, fontSize: fontSize.sm });
export const summary = style({
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});
export const term = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums' });

/** The scroller of the virtual table: only the rows in view are in the document. */
export const scroller = style({
  height: '60vh',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});
export const rows = style({ display: 'grid', position: 'relative', width: '100%' });
export const row = style({
  position: 'absolute',
  insetInline: 0,
  display: 'grid',
  gridTemplateColumns:
    '3rem minmax(6rem, 1fr) minmax(8rem, 2fr) minmax(6rem, 1fr) minmax(10rem, 2fr) minmax(8rem, 1fr)',
  gap: space.sm,
  alignItems: 'start',
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const removed = style({ textDecoration: 'line-through', background: vars.color.background });
export const headRow = style([
  row,
  { position: 'sticky', top: 0, zIndex: 1, background: vars.color.surface, fontWeight: 600 },
]);
export const cell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  minWidth: 0,
  overflowWrap: 'anywhere',
});
export const methods = style({ display: 'flex', flexWrap: 'wrap', gap: space.xs, fontSize: fontSize.sm });
export const smallButton = style({ fontSize: fontSize.sm });
export const list = style({ margin: 0, paddingInlineStart: space.md });
export const table = style({ display: 'grid', width: '100%', borderCollapse: 'collapse' });
export const head = style({ display: 'grid', position: 'sticky', top: 0, zIndex: 1 });
