import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const filters = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const counts = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const chips = style([counts, { margin: 0, padding: 0, listStyle: 'none' }]);

export const countButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '32px',
  padding: `${space.xs} ${space.md}`,
  borderRadius: '999px',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    '&[data-selected]': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
  },
});

export const countNumber = style({ fontWeight: 700, fontVariantNumeric: 'tabular-nums' });

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.xxs,
  minWidth: 'min(12rem, 50vw)',
});
export const narrowDescription = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });
export const narrowAmount = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: space.xxs });
export const secondary = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const nowrap = style({ whiteSpace: 'nowrap' });
/** Dates may break between the day and the time on narrow screens. */
export const date = style({ display: 'inline-block', minWidth: '7.5rem' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
