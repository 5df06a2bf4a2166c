import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { space, target } from '@paydeck/ui/tokens';

export const wrapper = style({ display: 'inline-flex' });

export const select = style({
  minHeight: target.primary,
  padding: `0 ${space.md}`,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
});
