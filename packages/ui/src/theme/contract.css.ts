import { createThemeContract } from '@vanilla-extract/css';

/** The theme contract: every brand fills these tokens (brands/<id>/brand.json -> theme). */
export const vars = createThemeContract({
  color: {
    primary: null,
    primaryText: null,
    background: null,
    surface: null,
    text: null,
    mutedText: null,
    border: null,
    focus: null,
    danger: null,
    success: null,
    warning: null,
  },
  radius: { control: null, card: null },
  font: { body: null, heading: null },
});
