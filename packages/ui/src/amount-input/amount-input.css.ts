import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { space } from '../theme/tokens';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  paddingBlock: 0,
});

export const symbol = style({ color: vars.color.mutedText, fontWeight: 600 });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingBlock: space.sm,
  fontVariantNumeric: 'tabular-nums',
});
