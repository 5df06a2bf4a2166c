import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const saved = style({ display: 'flex', flexDirection: 'column', gap: space.sm });
export const savedTitle = style({ margin: 0, fontSize: fontSize.md });
export const savedList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});
export const savedButton = style({
  width: '100%',
  height: 'auto',
  flexDirection: 'column',
  alignItems: 'flex-start',
  textAlign: 'start',
  gap: space.xs,
});
export const savedName = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const savedMeta = style({ color: vars.color.mutedText, fontWeight: 400, fontSize: fontSize.sm });
export const savedOr = style({ margin: 0, color: vars.color.mutedText });
