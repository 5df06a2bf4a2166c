import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { space, target } from '@paydeck/ui/tokens';

export const frame = style({ display: 'flex', flexDirection: 'column', gap: space.md, width: '100%' });

export const nav = style({ width: '100%', maxWidth: '1120px', margin: '0 auto' });

export const entries = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  // Wrapped, not scrolled: at 390 px a scrolled row hid four of the six entries with nothing to say they were there.
  flexWrap: 'wrap',
  gap: space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const entry = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: target.primary,
  paddingInline: space.sm,
  whiteSpace: 'nowrap',
  color: vars.color.text,
  textDecoration: 'none',
  borderBottom: '3px solid transparent',
  selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
});

export const currentEntry = style([entry, { fontWeight: 600, borderBottomColor: vars.color.primary }]);
