import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { elevation } from '../theme/elevation';
import { focusRing } from '../theme/focus';
import { media } from '../theme/media';
import { fontSize, space, target } from '../theme/tokens';

export const group = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: 0,
  paddingInlineEnd: 0,
  selectors: {
    '&:has([role=spinbutton][data-focus-visible])': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.danger, borderWidth: '2px' },
  },
});

export const dateInput = style({ display: 'flex', flex: 1, paddingBlock: space.sm });

// An editable segment is a pointer target of its own (WCAG 2.2 2.5.8): at least 24 px each way, so a one-digit
// month or day is not a 9 px sliver; its digits centred in it. The separators between them are not targets.
export const segment = style({
  minInlineSize: target.minimum,
  minBlockSize: target.minimum,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: `0 ${space.xxs}`,
  borderRadius: '4px',
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.mutedText },
    '&[data-type=literal]': { padding: 0, minInlineSize: 0 },
    '&[data-focused]': { background: vars.color.primary, color: vars.color.primaryText },
  },
});

export const calendarButton = style({
  minWidth: target.primary,
  minHeight: `calc(${target.primary} - 2px)`,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
});

export const popover = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  boxShadow: elevation.popover,
  fontFamily: vars.font.body,
});

// Below a phone's width of 476 px the calendar's padding and cells shrink (34 px cells, over the 24 px minimum
// target), so its seven columns fit a 320 px screen inside the popover's 12 px margins.
const narrow = media.below.mobile;

export const dialog = style({ outline: 'none', padding: space.md, '@media': { [narrow]: { padding: space.sm } } });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  marginBottom: space.sm,
});

export const heading = style({ margin: 0, fontSize: fontSize.md, fontFamily: vars.font.heading });

export const navButton = style([calendarButton, { border: `1px solid ${vars.color.border}` }]);

export const gridHeader = style({ color: vars.color.mutedText, fontSize: fontSize.sm, fontWeight: 600 });

export const cell = style({
  width: '40px',
  height: '40px',
  '@media': { [narrow]: { width: '34px', height: '34px' } },
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { display: 'none' },
    '&[data-hovered]': { background: vars.color.background },
    '&[data-selected]': { background: vars.color.primary, color: vars.color.primaryText },
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.mutedText,
      textDecoration: 'line-through',
      cursor: 'default',
    },
    '&[data-focus-visible]': focusRing,
  },
});
