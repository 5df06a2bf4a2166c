import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const layout = style({
  display: 'grid',
  gap: space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.up.laptop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});
export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const tickets = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: space.xs,
});
export const ticket = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xxs,
  padding: space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: '8px',
});
export const muted = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const error = style({ color: vars.color.danger, margin: 0 });
/** An agent's message: its sanitised HTML stays inside this box. */
export const message = style({
  position: 'relative',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  contain: 'content',
  padding: space.sm,
  borderRadius: '8px',
  border: `1px solid ${vars.color.border}`,
});
export const inbound = style([message, { marginInlineStart: space.xl }]);
export const label = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });
export const textarea = style({
  font: 'inherit',
  padding: space.sm,
  minHeight: '6rem',
  borderRadius: '6px',
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  background: vars.color.surface,
});

// links inside a message keep the page's text colour (the brand's contrast), underlined
globalStyle(`${message} a`, { color: vars.color.text, textDecoration: 'underline' });

/** A ticket's last two messages, each on one line. */
export const preview = style({ listStyle: 'none', margin: 0, padding: 0, color: vars.color.mutedText });
export const previewLine = style({
  fontSize: fontSize.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const agent = style({ display: 'inline-flex', alignItems: 'center', gap: space.xs });
export const avatar = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '2rem',
  blockSize: '2rem',
  borderRadius: '50%',
  objectFit: 'cover',
  // the brand's primary with its own text colour: the pair every brand keeps legible (buttons)
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: fontSize.sm,
  fontWeight: 600,
});
