import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { space, target } from '../theme/tokens';

export const group = style({
  display: 'flex',
  alignItems: 'stretch',
  minHeight: target.primary,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&[data-focus-within]': { borderColor: vars.color.focus },
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  padding: `${space.sm} ${space.md}`,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
});

export const stepper = style({
  minWidth: target.primary,
  border: 'none',
  borderInlineStart: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});
