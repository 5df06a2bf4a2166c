import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const strong = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.mutedText, fontSize: fontSize.sm, lineHeight: 1.5 });
export const reason = style({ color: vars.color.danger, fontSize: fontSize.sm });
export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '640px' });
export const fields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const phoneFields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(5rem, 7rem) minmax(0, 1fr)',
  alignItems: 'start',
});
export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});
export const step = style({ display: 'flex', alignItems: 'center', gap: space.xs });
/** Badges, counts and buttons side by side: they go on to a next line when the width runs out. */
export const facts = style([step, { flexWrap: 'wrap' }]);
