import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});
export const legend = style({ padding: 0, marginBottom: space.sm, fontSize: fontSize.lg, fontWeight: 600 });
export const entry = style({
  margin: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  padding: space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});
export const questions = style({ display: 'flex', flexDirection: 'column', gap: space.lg });
export const documents = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
});
export const document = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
  paddingBlock: space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
export const option = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });
