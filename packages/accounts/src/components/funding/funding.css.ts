import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const instruction = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});
export const instructionTitle = style({ margin: 0, fontSize: fontSize.md });
export const details = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${space.xxs} ${space.md}`,
  '@media': { [media.up.mobile]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', rowGap: space.xs } },
});
globalStyle(`${details} dt`, { color: vars.color.mutedText, fontSize: fontSize.sm });
globalStyle(`${details} dd`, { margin: 0, marginBottom: space.xs, overflowWrap: 'anywhere' });
export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  letterSpacing: '0.02em',
});
export const wallet = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.sm,
  marginTop: space.lg,
});
export const address = style([
  code,
  {
    margin: 0,
    padding: space.sm,
    background: vars.color.background,
    borderRadius: vars.radius.card,
    overflowWrap: 'anywhere',
    userSelect: 'all',
  },
]);
