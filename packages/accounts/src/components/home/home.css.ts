import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const balances = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
});

export const balanceCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.lg,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  minWidth: 0,
});

export const currency = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: space.sm,
  color: vars.color.mutedText,
  fontSize: fontSize.sm,
});
export const currencyCode = style({ fontWeight: 700, color: vars.color.text, letterSpacing: '0.04em' });
export const balance = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
export const detail = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.mutedText });

export const actions = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' } },
});

export const actionLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  boxSizing: 'border-box',
  width: '100%',
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.primary,
  background: vars.color.surface,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.background },
    '&[data-focus-visible]': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const rows = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });

export const row = style({
  // the title's link is stretched over the row (layout.stretchedLink): a tap anywhere on it opens the transfer
  position: 'relative',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space.md,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});

export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const rowTitle = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
export const rowMeta = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space.xxs} ${space.sm}`,
  color: vars.color.mutedText,
  fontSize: fontSize.sm,
});
export const rowAmount = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: 600 });

export const unreadDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  borderRadius: '50%',
  background: vars.color.primary,
  marginInlineEnd: space.xs,
  verticalAlign: 'middle',
});
