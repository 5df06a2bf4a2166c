import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { fontSize, space, target } from '../theme/tokens';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: 0,
  paddingInlineEnd: 0,
  selectors: {
    '&:has(input[data-focus-visible])': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  paddingBlock: space.sm,
});

export const toggle = style({
  minWidth: target.primary,
  minHeight: `calc(${target.primary} - 2px)`,
  border: 'none',
  background: 'transparent',
  color: vars.color.mutedText,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
});

export const flag = style({ fontSize: fontSize.lg, lineHeight: 1 });

export const code = style({ marginInlineStart: 'auto', color: vars.color.mutedText, fontSize: fontSize.sm });
