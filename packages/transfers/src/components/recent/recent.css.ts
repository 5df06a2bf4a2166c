import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space, target } from '@paydeck/ui/tokens';

/** The panel sits under the screen, as wide as the section's pages. */
export const panel = style({ boxSizing: 'border-box', width: '100%', maxWidth: '1120px', margin: '0 auto' });

export const groups = style({ display: 'flex', flexDirection: 'column', gap: space.lg });
export const groupTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: 600 });
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  minHeight: target.primary,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
