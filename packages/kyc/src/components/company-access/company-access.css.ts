import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

/** A user's details: label above value on a phone, side by side from a tablet's width. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: `${space.xxs} ${space.md}`,
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'max-content 1fr' } },
});
export const term = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const value = style({ margin: 0 });
/** What a right allows, under its name. */
export const hint = style({ display: 'block', color: vars.color.mutedText, fontSize: fontSize.sm });
