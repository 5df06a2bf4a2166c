import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { activeBrand } from '@paydeck/brand-config/active';
import { vars } from '@paydeck/ui/theme';

// The active brand's tokens fill the theme contract for the whole page.
createGlobalTheme(':root', vars, activeBrand.theme);

globalStyle('html, body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

// Links keep the underline and take the text colour, whose contrast every brand guarantees.
globalStyle('a', { color: vars.color.text });
