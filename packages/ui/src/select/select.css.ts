import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { space } from '../theme/tokens';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' } },
});

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { opacity: 0.75 } },
});
