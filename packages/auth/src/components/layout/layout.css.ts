import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { breakpoints, fontSize, layout, space } from '@paydeck/ui/tokens';

const up = (px: number) => `screen and (min-width: ${px}px)`;

/** A public page (sign-in, recovery, activation): one centred card. */
export const publicPage = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.xl,
  padding: `${space.xl} ${space.lg}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [up(breakpoints.tablet)]: { paddingTop: space.xxxl } },
});

export const card = style({
  width: '100%',
  maxWidth: '440px',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [up(breakpoints.tablet)]: { padding: space.xxl } },
});

export const wideCard = style([card, { maxWidth: '640px' }]);

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  lineHeight: 1.25,
});

export const subtitle = style({ margin: 0, fontSize: fontSize.lg, fontFamily: vars.font.heading, lineHeight: 1.3 });

/** A paragraph: a long address or name in it breaks anywhere rather than pushing the page sideways. */
export const text = style({ margin: 0, lineHeight: 1.5, overflowWrap: 'anywhere' });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.md,
  justifyContent: 'space-between',
  fontSize: fontSize.sm,
});

/** A message in the flow of the page: an error, a success or a notice. */
const message = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.control,
  borderLeft: '4px solid',
  background: vars.color.background,
  lineHeight: 1.5,
});
export const errorMessage = style([message, { borderColor: vars.color.danger, color: vars.color.text }]);
export const successMessage = style([message, { borderColor: vars.color.success, color: vars.color.text }]);
export const noticeMessage = style([message, { borderColor: vars.color.warning, color: vars.color.text }]);
export const messageTitle = style({ display: 'block', fontWeight: 700 });
/** A short warning beside a weak setting (a mode left without a second step). */
export const warningNote = style([
  message,
  { borderColor: vars.color.warning, color: vars.color.text, fontSize: fontSize.sm },
]);

/** A page inside the signed-in app: the same frame as every other signed-in page (accounts' pageLayout.page). */
export const sessionPage = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: layout.pageMaxWidth,
  margin: '0 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: space.xl,
  paddingBlock: space.sm,
  color: vars.color.text,
  fontFamily: vars.font.body,
  overflowWrap: 'break-word',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
});

/** A row of a list (a device, an address, a company): a line between rows, not a box that reads as a field. */
export const listItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.md,
  paddingBlock: space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 'none' } },
});
// rows are set apart by their lines: the list's gap is for lists of plain entries
globalStyle(`${list}:has(> ${listItem})`, { gap: 0 });

export const fieldRow = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [up(breakpoints.tablet)]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' } },
});

export const codeInput = style({});
globalStyle(`${codeInput} input`, { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' });

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: space.md,
  textAlign: 'center',
});

export const fieldset = style([form, { border: 0, padding: 0, margin: 0, minWidth: 0 }]);

/** A table whose cells keep to one line (dates, addresses): on a phone it scrolls sideways instead of folding. */
export const oneLineTable = style({ minWidth: 0 });
globalStyle(
  `${oneLineTable} [role="rowheader"], ${oneLineTable} [role="gridcell"], ${oneLineTable} [role="columnheader"]`,
  {
    whiteSpace: 'nowrap',
  },
);
