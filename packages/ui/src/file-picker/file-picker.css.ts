import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fontSize, space } from '../theme/tokens';

export const picker = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});
export const label = style({ fontWeight: 600, fontSize: fontSize.sm, padding: 0, marginBottom: space.xxs });
export const hint = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const files = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column' });
export const file = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space.sm,
  fontSize: fontSize.sm,
  minWidth: 0,
});
export const name = style({ overflowWrap: 'anywhere', minWidth: 0 });
export const error = style({ color: vars.color.danger, fontWeight: 600, fontSize: fontSize.sm, margin: 0 });
