import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { space, target } from '../theme/tokens';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: target.primary,
  color: vars.color.text,
  fontFamily: vars.font.body,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const track = style({
  flexShrink: 0,
  width: '44px',
  height: '26px',
  boxSizing: 'border-box',
  borderRadius: '13px',
  border: `2px solid ${vars.color.mutedText}`,
  background: vars.color.surface,
  position: 'relative',
  transition: 'background 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { background: vars.color.primary, borderColor: vars.color.primary },
    [`${switchRoot}[data-focus-visible] &`]: focusRing,
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '2px',
  insetInlineStart: '2px',
  width: '18px',
  height: '18px',
  borderRadius: '50%',
  background: vars.color.mutedText,
  transition: 'transform 120ms',
  selectors: {
    [`${switchRoot}[data-selected] &`]: { transform: 'translateX(18px)', background: vars.color.primaryText },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
