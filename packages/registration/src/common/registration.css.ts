import { style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

/** A public registration page: one centred card (the shell's frame gives the logo and the main landmark). */
export const page = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  padding: `${space.xl} ${space.lg}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { [media.up.tablet]: { paddingTop: space.xxxl } },
});

export const card = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: '640px',
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  padding: space.xl,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  '@media': { [media.up.tablet]: { padding: space.xxl } },
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.xl, lineHeight: 1.25 });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);
/** The agreements a person accepts, one link per line, each at least a 24 px target (WCAG 2.5.8). */
export const agreementList = style([
  muted,
  { listStyle: 'none', padding: 0, display: 'flex', flexDirection: 'column', gap: space.xs },
]);
export const agreementLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: '24px' });

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.lg });
export const fields = style({
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const wide = style({ gridColumn: '1 / -1' });
export const phoneFields = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(5rem, 7rem) minmax(0, 1fr)',
  alignItems: 'start',
});
/** A group's name above its fields (the phone's calling code and number), flush with the labels under it. */
export const legend = style({ padding: 0, marginBottom: space.sm, fontWeight: 600, lineHeight: 1.5 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });

/** A message in the flow of the page: errors in the danger colour's border, the rest in the warning one. */
const message = style({
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.card,
  borderLeft: '4px solid',
  background: vars.color.background,
  color: vars.color.text,
  lineHeight: 1.5,
});
export const errorMessage = style([message, { borderColor: vars.color.danger }]);
export const successMessage = style([message, { borderColor: vars.color.success }]);
export const noticeMessage = style([message, { borderColor: vars.color.warning }]);

/** The chooser's two choices: stacked on a phone, side by side from a tablet up. */
export const choices = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.up.tablet]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});
export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  height: '100%',
  boxSizing: 'border-box',
  padding: space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  color: vars.color.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { borderColor: vars.color.primary },
    '&[data-focus-visible]': focusRing,
  },
});
export const choiceTitle = style({ fontFamily: vars.font.heading, fontSize: fontSize.lg, color: vars.color.primary });

/** The draft notice: where the draft is kept and how to clear it. */
export const notice = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  padding: `${space.sm} ${space.md}`,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.card,
  fontSize: fontSize.sm,
});

export const errorText = style([text, { color: vars.color.danger, fontSize: fontSize.sm }]);
