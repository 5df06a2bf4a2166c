import { style } from '@vanilla-extract/css';
import { media } from '@paydeck/ui/theme';
import { space } from '@paydeck/ui/tokens';

/** The card beside its facts from laptop width; one under the other below. */
export const top = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.up.laptop]: { gridTemplateColumns: 'minmax(0, 400px) minmax(0, 1fr)' } },
});

export const offers = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});
