import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { space, target } from '../theme/tokens';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  fontFamily: vars.font.body,
  color: vars.color.text,
  selectors: { '&[data-orientation=horizontal]': { flexDirection: 'row', flexWrap: 'wrap', columnGap: space.lg } },
});

export const options = style({
  display: 'flex',
  flexDirection: 'inherit',
  flexWrap: 'inherit',
  columnGap: 'inherit',
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.sm,
  minHeight: target.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' } },
});

export const dot = style({
  flexShrink: 0,
  width: target.minimum,
  height: target.minimum,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `2px solid ${vars.color.border}`,
  background: vars.color.surface,
  selectors: {
    [`${radio}[data-selected] &`]: { borderWidth: '7px', borderColor: vars.color.primary },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});
