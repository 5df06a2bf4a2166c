import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space.md, maxWidth: '720px' });
export const heading = style({ margin: 0, fontSize: fontSize.lg, lineHeight: 1.3 });
export const text = style({ margin: 0, lineHeight: 1.5 });

export const lines = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.md,
  borderRadius: vars.radius.card,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
});

export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: space.sm,
  lineHeight: 1.5,
});

export const term = style({ color: vars.color.mutedText });
export const value = style({
  margin: 0,
  fontWeight: 600,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
});
export const total = style([line, { borderTop: `1px solid ${vars.color.border}`, paddingTop: space.xs }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.md, alignItems: 'center' });

const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  margin: 0,
  padding: `${space.sm} ${space.md}`,
  borderRadius: vars.radius.card,
  borderLeft: `4px solid ${vars.color.border}`,
  background: vars.color.background,
  lineHeight: 1.5,
});
export const done = style([banner, { borderLeftColor: vars.color.success }]);
export const waiting = style([banner, { borderLeftColor: vars.color.warning }]);
export const failed = style([banner, { borderLeftColor: vars.color.danger }]);
export const alert = failed;
