import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'end' });
export const secret = style({
  fontFamily: 'monospace',
  wordBreak: 'break-all',
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const fileField = style({ display: 'flex', flexDirection: 'column', gap: space.xs });
export const logoList = style({ display: 'grid', gap: space.sm, padding: 0, margin: 0, listStyle: 'none' });
export const logoItem = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const logoImage = style({
  width: 64,
  height: 64,
  objectFit: 'contain',
  border: `1px solid ${vars.color.border}`,
});
export const detail = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontFamily: 'monospace', margin: 0 });

/** A part of a tool inside the tool's one panel (allowed IPs under the API keys): set off by a rule, not a card. */
export const part = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.lg,
  minWidth: 0,
  paddingTop: space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});
export const partTitle = style({ margin: 0, fontFamily: vars.font.heading, fontSize: fontSize.md, lineHeight: 1.3 });
