import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@paydeck/ui/theme';
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

// The decision bar sits above the list (not sticky: a bar fixed over the list could hide the focused row).
export const decisionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const stacked = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });

export const sectionTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.lg });

export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });

export const outcome = style({ display: 'flex', flexDirection: 'column', gap: space.xs, margin: 0 });

export const refusedList = style({ margin: 0, paddingInlineStart: space.xl });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  minHeight: '44px',
  paddingInline: space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: fontSize.sm,
  textDecoration: 'none',
  borderRadius: vars.radius.control,
  '@media': { [media.below.phablet]: { paddingInline: space.xs } },
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'underline' } },
});

// Under a phablet's width the header has room for the count only: the word goes, and with nothing waiting the
// link goes too (the page stays at its address; nothing is there to decide).
export const word = style({ '@media': { [media.below.phablet]: { display: 'none' } } });
export const nothingWaiting = style({ '@media': { [media.below.phablet]: { display: 'none' } } });

export const count = style({
  minWidth: '1.5em',
  paddingInline: space.xs,
  textAlign: 'center',
  fontWeight: 700,
  color: vars.color.primaryText,
  background: vars.color.primary,
  borderRadius: '999px',
});

// A request's facts (the details dialog, the review before a decision): terms beside their values.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: space.md,
  rowGap: space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.mutedText });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const reviewList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});

export const reviewItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  paddingBlockEnd: space.md,
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const reviewHeadline = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: space.md });
