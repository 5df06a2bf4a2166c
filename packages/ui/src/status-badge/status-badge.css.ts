import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fontSize, space } from '../theme/tokens';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xs,
  padding: `${space.xxs} ${space.sm}`,
  borderRadius: '999px',
  border: '1px solid currentColor',
  background: vars.color.surface,
  fontFamily: vars.font.body,
  fontSize: fontSize.sm,
  fontWeight: 600,
  lineHeight: 1.4,
  // Kept whole beside other parts of a row (it does not give way first), but a status longer than its whole place
  // ("Заблокирована из-за мошенничества" at 320 px) wraps inside it rather than pushing past a phone's width.
  flexShrink: 0,
  maxWidth: '100%',
  boxSizing: 'border-box',
});

// The text keeps the tone's colour on the surface: the brand colours are chosen to pass 4.5:1 there.
export const tone = styleVariants({
  neutral: { color: vars.color.mutedText },
  info: { color: vars.color.primary },
  success: { color: vars.color.success },
  warning: { color: vars.color.warning },
  danger: { color: vars.color.danger },
});

export const dot = style({ width: '8px', height: '8px', borderRadius: '50%', background: 'currentColor' });
