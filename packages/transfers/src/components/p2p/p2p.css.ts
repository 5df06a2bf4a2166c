import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '560px' });
export const muted = style({ margin: 0, color: vars.color.mutedText, fontSize: fontSize.sm, lineHeight: 1.5 });
export const error = style({ margin: 0, color: vars.color.danger, fontSize: fontSize.sm });
export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: space.lg, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const factLabel = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const factValue = style({ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' });
export const recentList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });
export const recentRow = style({ borderBottom: `1px solid ${vars.color.border}` });
export const recentMain = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const recentName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const recentButton = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  width: '100%',
  paddingBlock: space.sm,
  paddingInline: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background }, '&:focus-visible': focusRing },
});
