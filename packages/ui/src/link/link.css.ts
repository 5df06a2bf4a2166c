import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  cursor: 'pointer',
  borderRadius: '2px',
  outline: 'none',
  selectors: {
    '&[data-hovered], &:not([data-rac]):hover': { textDecorationThickness: '2px' },
    '&[data-focus-visible], &:not([data-rac]):focus-visible': focusRing,
    '&[data-disabled]': { color: vars.color.mutedText, cursor: 'not-allowed' },
  },
});
