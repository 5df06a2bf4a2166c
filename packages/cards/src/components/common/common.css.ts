import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);

/** A revealed secret: set apart, large, in tabular digits. */
export const secret = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.sm,
  padding: space.lg,
  borderRadius: vars.radius.card,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
});
export const secretValue = style({
  margin: 0,
  fontSize: fontSize.xl,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.2em',
  overflowWrap: 'anywhere',
});

// The card as a person recognises it: a card-shaped block, the brand's colour as a band along the top.
export const face = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: space.lg,
  width: '100%',
  maxWidth: '400px',
  minHeight: '190px',
  padding: space.xl,
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  borderTop: `8px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.text,
});
export const compactFace = style([face, { minHeight: 0, maxWidth: 'none', padding: space.lg, gap: space.md }]);
export const faceTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space.sm,
});
export const faceName = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});
export const faceKind = style({ color: vars.color.mutedText, fontSize: fontSize.sm, fontWeight: 600 });
export const faceNumber = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '0.08em',
});
/** The masked number stays on one line; a sentence in its place ("not available yet") wraps. */
export const faceDigits = style({ whiteSpace: 'nowrap' });
export const faceBottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.sm,
});
export const faceExpiry = style({ fontVariantNumeric: 'tabular-nums', fontSize: fontSize.sm });
