import { layer, style } from '@vanilla-extract/css';
import { elevation } from '../theme/elevation';
import { vars } from '../theme/contract.css';
import { fontSize, space } from '../theme/tokens';

const focus = { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' };

/** The trigger's defaults, in a cascade layer: the caller's class (unlayered) wins whatever order the CSS loads in. */
const triggerDefaults = layer('link-menu-trigger');

/** The trigger looks like the links beside it; the caller's class sets its size, weight, or a border. */
export const trigger = style({
  '@layer': {
    [triggerDefaults]: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: space.xs,
      padding: 0,
      border: 'none',
      background: 'none',
      color: 'inherit',
      font: 'inherit',
      cursor: 'pointer',
      selectors: { '&[data-focus-visible]': focus },
    },
  },
});

export const triggerText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const popover = style({
  minWidth: '12rem',
  maxWidth: 'min(100vw - 16px, 320px)',
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: elevation.popover,
  fontFamily: vars.font.body,
  outline: 'none',
});

export const menu = style({ outline: 'none', padding: space.xs, display: 'flex', flexDirection: 'column' });

export const item = style({
  display: 'block',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.control,
  color: vars.color.text,
  textDecoration: 'none',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.background },
    '&[data-focus-visible]': focus,
  },
});

/** The entry of the page shown now. */
export const currentItem = style({ fontWeight: 700 });

export const separator = style({ height: '1px', margin: `${space.xs} 0`, background: vars.color.border });

export const heading = style({
  margin: 0,
  padding: `${space.xs} ${space.md}`,
  fontSize: fontSize.sm,
  color: vars.color.mutedText,
});
