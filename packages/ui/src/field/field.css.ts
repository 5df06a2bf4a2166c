import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { fontSize, space, target } from '../theme/tokens';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const label = style({ fontWeight: 600, fontSize: fontSize.sm });

export const requiredMark = style({ color: vars.color.danger, marginInlineStart: space.xxs });

/** The box every text-like control shares (inputs, number field group, select trigger, combobox). */
export const control = style({
  minHeight: target.primary,
  boxSizing: 'border-box',
  padding: `${space.sm} ${space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: fontSize.md,
  width: '100%',
  selectors: {
    // A text control shows where the caret is even after a click; the full ring is for the keyboard.
    '&:focus-within': { borderColor: vars.color.focus },
    '&[data-focus-visible], &:focus-visible': focusRing,
    '&[data-invalid]': { borderColor: vars.color.danger, borderWidth: '2px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const description = style({ fontSize: fontSize.sm, color: vars.color.mutedText });

export const error = style({ fontSize: fontSize.sm, color: vars.color.danger, fontWeight: 600 });

export const groupError = style([error, { margin: 0 }]);
