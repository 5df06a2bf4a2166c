import { style } from '@vanilla-extract/css';
import { vars } from '@paydeck/ui/theme';
import { fontSize, space } from '@paydeck/ui/tokens';

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.md });
export const text = style({ margin: 0, lineHeight: 1.5 });
export const muted = style([text, { color: vars.color.mutedText, fontSize: fontSize.sm }]);
export const failure = style([text, { color: vars.color.danger, overflowWrap: 'anywhere' }]);
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm, alignItems: 'center' });
export const codeInput = style({ maxWidth: '12rem' });
