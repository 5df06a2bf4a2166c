import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { focusRing } from '../theme/focus';
import { media } from '../theme/media';
import { fontSize, space } from '../theme/tokens';

// From the tablet breakpoint up a DataTable is a table that scrolls sideways in its labelled region when it is
// wider than its place, with a shadow over each edge that hides columns. Below it (`phone`) the same grid is a list
// of cards, one per row, laid out by each cell's phone placement (phone-layout.ts): nothing scrolls sideways.
const phone = media.below.tablet;

/** Hidden from sight, still read (the clip technique: a cell keeps its place in the grid's semantics). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const wrapper = style({ display: 'flex', flexDirection: 'column', gap: space.md, minWidth: 0 });

export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  // A phone's list of cards fits the width: what would not shows as the page's overflow, never hidden in here.
  '@media': { [phone]: { overflowX: 'visible' } },
});

/** What holds the scroller and the shadows drawn over its edges while they hide columns (useScrollEdges). */
export const edges = style({ position: 'relative', minWidth: 0 });

const edgeShadow = {
  position: 'absolute',
  insetBlock: '1px',
  width: '1rem',
  pointerEvents: 'none',
  '@media': { [phone]: { display: 'none' } },
} as const;
export const edgeStart = style({
  ...edgeShadow,
  insetInlineStart: '1px',
  borderStartStartRadius: vars.radius.card,
  borderEndStartRadius: vars.radius.card,
  background: 'linear-gradient(to right, rgb(0 0 0 / 0.2), transparent)',
});
export const edgeEnd = style({
  ...edgeShadow,
  insetInlineEnd: '1px',
  borderStartEndRadius: vars.radius.card,
  borderEndEndRadius: vars.radius.card,
  background: 'linear-gradient(to left, rgb(0 0 0 / 0.2), transparent)',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.body,
  color: vars.color.text,
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
  '@media': { [phone]: { display: 'block' } },
});
globalStyle(`${table} > tbody`, { '@media': { [phone]: { display: 'block' } } });

/** The header row on phones: hidden from sight (still read), or only its sortable columns and the box that ticks every row. */
export const phoneHead = styleVariants({
  hidden: { '@media': { [phone]: visuallyHidden } },
  inView: {
    '@media': { [phone]: { display: 'block', borderBottom: `1px solid ${vars.color.border}` } },
  },
});
globalStyle(`${phoneHead.inView} > tr`, {
  '@media': { [phone]: { display: 'flex', flexWrap: 'wrap', gap: space.xs, padding: `${space.xs} ${space.sm}` } },
});
/** The column of the rows' checkboxes, and each row's. */
export const selectColumn = style({ width: '1%', '@media': { [phone]: { width: 'auto' } } });
export const selectCell = style({
  width: '1%',
  '@media': { [phone]: { order: -3, flex: '0 0 auto', width: 'auto' } },
});

globalStyle(`${phoneHead.inView} > tr > th:not([data-allows-sorting]):not(${selectColumn}):not([data-focus-visible])`, {
  '@media': { [phone]: visuallyHidden },
});
globalStyle(`${phoneHead.inView} > tr > th`, { '@media': { [phone]: { border: 0 } } });

export const column = style({
  textAlign: 'start',
  padding: `${space.sm} ${space.md}`,
  fontSize: fontSize.sm,
  fontWeight: 700,
  color: vars.color.mutedText,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
});

export const endAligned = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });

export const sortMark = style({ marginInlineStart: space.xs });

export const row = style({
  outline: 'none',
  selectors: {
    '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` },
    '&[data-hovered]': { background: vars.color.background },
    '&[data-href]': { cursor: 'pointer' },
    '&[data-selected]': { background: vars.color.background },
    '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' },
  },
  // A card: the title and asides on the first line, each detail on a line of its own, the actions last.
  '@media': {
    [phone]: {
      position: 'relative',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'baseline',
      columnGap: space.md,
      rowGap: space.xs,
      padding: space.md,
    },
  },
});

export const cell = style({
  padding: `${space.sm} ${space.md}`,
  minHeight: '44px',
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, outlineOffset: '-3px' } },
  '@media': { [phone]: { display: 'block', padding: 0, minHeight: 0, minWidth: 0, overflowWrap: 'anywhere' } },
});

// The row react-aria draws for an empty body (a cell across every column): a block, as wide as the list.
globalStyle(`${table} > tbody > tr:not(${row}), ${table} > tbody > tr:not(${row}) > td`, {
  '@media': { [phone]: { display: 'block' } },
});

/** A row that opens something when pressed (`onRowAction`). */
export const opensRow = style({ cursor: 'pointer' });

/** Dates, amounts, codes: on one line ("Nov 30, 2026" never breaks over three in a squeezed column). */
export const noWrap = style({ whiteSpace: 'nowrap' });

/** Each placement's look on phones (phone-layout.ts); above the breakpoint they are plain cells. */
export const phoneCell = styleVariants({
  title: { '@media': { [phone]: { order: -2, flex: '1 1 0' } } },
  aside: { '@media': { [phone]: { order: -1, flex: '0 1 auto', maxWidth: '60%' } } },
  detail: {
    '@media': {
      [phone]: {
        flexBasis: '100%',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        columnGap: space.md,
        textAlign: 'end',
      },
    },
  },
  actions: { '@media': { [phone]: { order: 1, flexBasis: '100%', paddingBlockStart: space.xs } } },
  hidden: { '@media': { [phone]: visuallyHidden } },
});

/** A detail's label: the column's header, shown on phones only (screen readers have the column header). */
export const phoneLabel = style({
  display: 'none',
  '@media': {
    [phone]: { display: 'inline', fontSize: fontSize.sm, color: vars.color.mutedText, textAlign: 'start' },
  },
});

/** A detail's value beside its label; at its end, or under it when the two do not fit on one line. */
export const phoneValue = style({ '@media': { [phone]: { marginInlineStart: 'auto', minWidth: 0 } } });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const summary = style({ fontSize: fontSize.sm, color: vars.color.mutedText });

export const currentPage = style({ background: vars.color.primary, color: vars.color.primaryText });
