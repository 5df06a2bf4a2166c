// The sheet's own looks; the rest is the package's layout (layout.css.ts), so the CSS stays small.
import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { space } from '@paydeck/ui/tokens';
import { message } from '../common/layout.css';

/** What the status means: blue as information, amber while money is held, red when nothing moved. */
export const meaning = style([message, { borderLeftColor: vars.color.primary }]);
export const heldMeaning = style([message, { borderLeftColor: vars.color.warning }]);

/** Label/value rows (a summary list): stacked on phones, two columns from the tablet width. */
export const facts = style({ margin: 0, display: 'grid', gap: space.xs });
export const factRow = style({
  display: 'grid',
  gap: space.xxs,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'minmax(9rem, 2fr) minmax(0, 3fr)', gap: space.md } },
});
export const factValue = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});

/** The page on a phone: the way back above the heading. */
export const pageTop = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: space.sm });
