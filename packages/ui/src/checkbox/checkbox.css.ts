import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { space, target } from '../theme/tokens';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: target.primary,
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const box = style({
  flexShrink: 0,
  width: target.minimum,
  height: target.minimum,
  boxSizing: 'border-box',
  display: 'grid',
  placeItems: 'center',
  border: `2px solid ${vars.color.border}`,
  borderRadius: '4px',
  background: vars.color.surface,
  color: vars.color.primaryText,
  fontSize: '0.875rem',
  fontWeight: 700,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${checkbox}[data-focus-visible] &`]: focusRing,
  },
});
