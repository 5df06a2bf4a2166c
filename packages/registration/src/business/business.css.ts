import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@paydeck/ui/theme';
import { fontSize, space, target } from '@paydeck/ui/tokens';

/** The registration page: the step navigation beside (laptop) or above (narrower) the current screen. */
export const page = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '1120px',
  margin: '0 auto',
  display: 'grid',
  gap: space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  color: vars.color.text,
  fontFamily: vars.font.body,
  paddingBlock: space.lg,
  '@media': { [media.up.laptop]: { gridTemplateColumns: '15rem minmax(0, 1fr)' } },
});
export const main = style({ display: 'flex', flexDirection: 'column', gap: space.xl, minWidth: 0 });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.xl, lineHeight: 1.25 });
export const subtitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.lg, lineHeight: 1.3 });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);
export const error = style([text, { color: vars.color.danger, fontSize: fontSize.sm }]);

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

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg, maxWidth: '720px' });
export const fields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const phoneFields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(5rem, 7rem) minmax(0, 1fr)',
  alignItems: 'start',
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/**
 * The step navigation: below a laptop's width one row (as wide as its steps) that scrolls sideways inside the ui's
 * SideScroll; from a laptop's width a column of steps as wide as the column, a long name wrapping inside its step.
 */
export const steps = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  gap: space.xs,
  flexWrap: 'nowrap',
  width: 'max-content',
  minWidth: '100%',
  paddingBlockEnd: space.xs,
  '@media': { [media.up.laptop]: { flexDirection: 'column', width: 'auto' } },
});
export const stepLink = style({
  display: 'flex',
  whiteSpace: 'nowrap',
  boxSizing: 'border-box',
  alignItems: 'center',
  gap: space.sm,
  minHeight: target.primary,
  paddingInline: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&[aria-current="step"]': { borderColor: vars.color.primary, fontWeight: 600 },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.up.laptop]: { width: '100%', whiteSpace: 'normal', paddingBlock: space.sm } },
});
export const stepNumber = style({ color: vars.color.mutedText, fontVariantNumeric: 'tabular-nums' });
export const stepBad = style({ color: vars.color.danger, fontSize: fontSize.sm });

/** A hub's list of people or companies. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column' });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const rowMain = style({ display: 'flex', flexDirection: 'column', gap: space.xxs, minWidth: 0 });
export const strong = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const shareField = style({ maxWidth: '10rem' });

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});
export const legend = style({ padding: 0, marginBottom: space.sm, fontWeight: 600 });
export const chips = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
});
export const chip = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xs,
  paddingInlineStart: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
});
export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space.md });
export const sum = style({ fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
export const hub = style({ display: 'flex', flexDirection: 'column', gap: space.lg });
export const header = style({ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: space.md });
