import { style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, layout, space } from '@paydeck/ui/tokens';

/** A signed-in page (every package's): the one page width, its panels a gap apart. */
export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: layout.pageMaxWidth,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  color: vars.color.text,
  fontFamily: vars.font.body,
  paddingBlock: space.sm,
  // a word longer than a phone's line (an e-mail address, an IBAN) breaks rather than pushing the page sideways
  overflowWrap: 'break-word',
});

export const pageHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.xl, lineHeight: 1.25 });
export const subtitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.lg, lineHeight: 1.3 });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
  '@media': { [media.up.tablet]: { padding: space.xl } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});

/** Two columns from tablet width (home: balances beside news). */
export const twoColumns = style({
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.up.laptop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const text = style({ margin: 0, lineHeight: 1.5 });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

export const message = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.card,
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.background,
  lineHeight: 1.5,
});
export const successMessage = style([message, { borderLeftColor: vars.color.success }]);

/** An anchor that looks like a secondary button (downloads). */
export const buttonLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.sm,
  minHeight: '44px',
  padding: `${space.sm} ${space.lg}`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.control,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.background },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});
// A long label wraps inside the button rather than pushing past a phone's width (ru at 320 px).
export const smallButtonLink = style([
  buttonLink,
  {
    minHeight: '32px',
    maxWidth: '100%',
    padding: `${space.xs} ${space.md}`,
    fontSize: fontSize.sm,
    textAlign: 'center',
  },
]);

/** Label/value pairs. */
export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
  gap: space.lg,
});
export const fact = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const factLabel = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const factValue = style({
  margin: 0,
  fontWeight: 700,
  fontSize: fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const amount = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
export const incoming = style([amount, { color: vars.color.success }]);

/** A form laid out as a wrapping row of fields. */
export const fieldRow = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 210px), 1fr))',
  alignItems: 'start',
});

/** Money on hold beside a balance (PendingAmount). */
export const pending = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.warning, fontWeight: 600 });

/** A row's link stretched over the row (the "stretched link" pattern): the row, positioned, is its whole target. */
export const stretchedLink = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0 } },
});
