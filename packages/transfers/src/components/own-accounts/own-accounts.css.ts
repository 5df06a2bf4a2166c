import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '720px' });

export const fields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const balances = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});

export const balance = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  minWidth: '10rem',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.background,
});

export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm, overflowWrap: 'anywhere' });
export const strong = style({ fontWeight: 600, fontSize: fontSize.lg });

export const summary = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.md,
  borderRadius: vars.radius.card,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const summaryLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  lineHeight: 1.5,
});

export const summaryValue = style({ margin: 0, fontWeight: 600, textAlign: 'end' });

export const problem = style({ color: vars.color.danger, fontWeight: 400 });

export const recurring = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  margin: 0,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${space.xs}`, fontWeight: 600 });

export const alert = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.card,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.background,
  lineHeight: 1.5,
});

export const result = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const resultDone = style([alert, { borderLeftColor: vars.color.success }]);
export const resultWaiting = style([alert, { borderLeftColor: vars.color.warning }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });
export const resultHeading = style({ margin: 0, fontSize: fontSize.lg });
