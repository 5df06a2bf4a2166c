import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '40rem' });
export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm, margin: 0 });
export const problem = style({ color: vars.color.danger, fontSize: fontSize.sm });

/** The scroller of the virtual row list: only the rows in view are in the document. */
export const scroller = style({
  maxHeight: '60vh',
  overflow: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
});
export const rows = style({ position: 'relative', width: '100%', margin: 0, padding: 0, listStyle: 'none' });
// A phone stacks the amount over the fee beside the payee; wider screens give each its column.
export const row = style({
  position: 'absolute',
  top: 0,
  insetInline: 0,
  boxSizing: 'border-box',
  display: 'grid',
  gridTemplateColumns: '4.5rem minmax(0, 1fr) auto',
  gap: space.sm,
  alignItems: 'start',
  padding: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    [media.up.tablet]: { gridTemplateColumns: '5rem minmax(8rem, 2fr) minmax(6rem, 1fr) minmax(6rem, 1fr)' },
  },
});
export const cell = style({ display: 'flex', flexDirection: 'column', minWidth: 0, overflowWrap: 'anywhere' });
/** The fee or the "not sent" mark: under the payee on a phone. */
export const lastCell = style([cell, { '@media': { [media.below.tablet]: { gridColumn: '2 / -1' } } }]);
