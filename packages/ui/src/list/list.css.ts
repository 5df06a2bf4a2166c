import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { elevation } from '../theme/elevation';
import { focusRing } from '../theme/focus';
import { space, target } from '../theme/tokens';

export const popover = style({
  minWidth: 'var(--trigger-width)',
  maxWidth: 'min(100vw - 16px, 480px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  // A surface, as the link menu's: a brand's control radius may be a pill (uk's 999px), which clipped the options.
  borderRadius: vars.radius.card,
  boxShadow: elevation.popover,
  overflow: 'auto',
  fontFamily: vars.font.body,
});

export const listbox = style({
  outline: 'none',
  padding: space.xs,
  maxHeight: '320px',
  overflow: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: target.primary,
  padding: `${space.xs} ${space.md}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
    '&[data-selected]': { fontWeight: 700, color: vars.color.primary },
    '&[data-disabled]': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const emptyState = style({ padding: space.md, color: vars.color.mutedText });

/** The chevron beside a Select or ComboBox value. */
export const chevron = style({ marginInlineStart: 'auto', color: vars.color.mutedText });
