import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const filters = style({ display: 'flex', flexDirection: 'column', gap: space.md });

export const fieldRow = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.up.laptop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const stacked = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
