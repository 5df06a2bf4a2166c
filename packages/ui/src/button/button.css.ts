import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const button = style({
  background: vars.color.primary,
  color: vars.color.primaryText,
  borderRadius: vars.radius.control,
  fontFamily: vars.font.body,
  border: 'none',
  padding: '10px 18px',
  minHeight: 44,
  fontSize: '1rem',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
