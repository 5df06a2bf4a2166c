import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

/** An earlier payment's details: each label above its value. */
export const facts = style({ display: 'flex', flexDirection: 'column', gap: space.sm, margin: 0 });
export const fact = style({ display: 'flex', flexDirection: 'column', gap: space.xxs });
export const term = style({ color: vars.color.mutedText, fontSize: fontSize.sm });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
