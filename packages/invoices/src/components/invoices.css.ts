import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const headerActions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const filters = style({ display: 'flex', flexDirection: 'column', gap: space.md });

/** The filter fields when their toggle is closed: hidden on narrow screens, shown from the tablet width. */
export const filterPanelCollapsible = style([
  filters,
  { display: 'none', '@media': { [media.up.tablet]: { display: 'flex' } } },
]);

/** The filters' toggle: narrow screens only. */
export const narrowOnly = style({ '@media': { [media.up.tablet]: { display: 'none' } } });

export const fieldRow = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up.laptop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

// Lines of one cell, each as wide as its text (a status badge does not stretch to the longest line).
export const stacked = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.xxs });
/** The lines of a value that a phone's card shows at the end of its line (a date and its badge, a status and its note). */
export const stackedValue = style([stacked, { '@media': { [media.below.tablet]: { alignItems: 'flex-end' } } }]);

export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const error = style({ color: vars.color.danger, margin: 0 });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.md,
  rowGap: space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.mutedText });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
