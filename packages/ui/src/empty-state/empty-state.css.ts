import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { fontSize, space } from '../theme/tokens';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: space.sm,
  padding: `${space.xxl} ${space.lg}`,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const icon = style({ fontSize: '2.5rem', lineHeight: 1, color: vars.color.mutedText });

export const title = style({ margin: 0, fontSize: fontSize.lg, fontFamily: vars.font.heading });

export const text = style({ margin: 0, color: vars.color.mutedText, maxWidth: '48ch' });

export const action = style({ marginTop: space.sm });
