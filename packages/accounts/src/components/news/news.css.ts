import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
  padding: space.md,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
});
export const unread = style([item, { borderLeft: `4px solid ${vars.color.primary}` }]);
export const toAnswer = style([item, { borderLeft: `4px solid ${vars.color.warning}` }]);
export const itemTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: 700 });
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'center',
  color: vars.color.mutedText,
  fontSize: fontSize.sm,
});
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.md,
  lineHeight: 1.6,
  maxWidth: '70ch',
});
export const paragraph = style({ margin: 0 });
