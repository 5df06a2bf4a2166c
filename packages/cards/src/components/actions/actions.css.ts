import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);
export const buttons = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space.sm });

/** A sentence that states a price or a consequence before the person confirms. */
export const notice = style([
  text,
  {
    padding: `${space.sm} ${space.md}`,
    borderRadius: vars.radius.control,
    borderLeft: `4px solid ${vars.color.primary}`,
    background: vars.color.background,
  },
]);
export const warning = style([notice, { borderLeftColor: vars.color.danger }]);

export const success = style([notice, { borderLeftColor: vars.color.success }]);

/** Label/value pairs inside a dialog. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  columnGap: space.lg,
  rowGap: space.sm,
  alignItems: 'baseline',
});
export const factLabel = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const factValue = style({
  margin: 0,
  fontWeight: 600,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
