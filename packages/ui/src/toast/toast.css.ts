import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { elevation } from '../theme/elevation';
import { focusRing } from '../theme/focus';
import { media } from '../theme/media';
import { fontSize, space } from '../theme/tokens';

export const region = style({
  position: 'fixed',
  insetBlockEnd: space.lg,
  insetInlineEnd: space.lg,
  insetInlineStart: space.lg,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: space.sm,
  outline: 'none',
  pointerEvents: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [media.up.tablet]: { insetInlineStart: 'auto', width: '400px' } },
});

export const toast = style({
  pointerEvents: 'auto',
  width: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStartWidth: '6px',
  borderRadius: vars.radius.card,
  boxShadow: elevation.popover,
  fontFamily: vars.font.body,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const level = styleVariants({
  error: { borderInlineStartColor: vars.color.danger },
  warning: { borderInlineStartColor: vars.color.warning },
  success: { borderInlineStartColor: vars.color.success },
  info: { borderInlineStartColor: vars.color.primary },
});

export const icon = styleVariants({
  error: { color: vars.color.danger },
  warning: { color: vars.color.warning },
  success: { color: vars.color.success },
  info: { color: vars.color.primary },
});

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });

export const action = style({
  all: 'unset',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  selectors: { '&[data-focus-visible]': focusRing, '&[data-hovered]': { textDecoration: 'underline' } },
});

export const title = style({ fontWeight: 700 });

export const body = style({ fontSize: fontSize.sm, color: vars.color.mutedText, overflowWrap: 'anywhere' });
