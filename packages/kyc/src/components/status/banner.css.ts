import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeftWidth: '6px',
  borderRadius: vars.radius.card,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const banner = styleVariants({
  neutral: [base, { borderLeftColor: vars.color.border }],
  info: [base, { borderLeftColor: vars.color.primary }],
  success: [base, { borderLeftColor: vars.color.success }],
  warning: [base, { borderLeftColor: vars.color.warning }],
  danger: [base, { borderLeftColor: vars.color.danger }],
});

export const head = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space.sm });
export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.md, fontWeight: 700 });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const link = style({
  alignSelf: 'flex-start',
  color: vars.color.primary,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});
export const list = style({
  margin: 0,
  paddingInlineStart: space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  lineHeight: 1.5,
});
