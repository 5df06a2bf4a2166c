import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { space, target } from '../theme/tokens';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  gap: space.xs,
  overflowX: 'auto',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  minHeight: target.primary,
  display: 'flex',
  alignItems: 'center',
  padding: `0 ${space.lg}`,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  color: vars.color.mutedText,
  fontWeight: 600,
  borderBottom: '3px solid transparent',
  outline: 'none',
  selectors: {
    '&[data-selected]': { color: vars.color.primary, borderBottomColor: vars.color.primary },
    '&[data-hovered]:not([data-selected])': { color: vars.color.text },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const panel = style({ outline: 'none', selectors: { '&[data-focus-visible]': focusRing } });
