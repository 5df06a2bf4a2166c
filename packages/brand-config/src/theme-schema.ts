import * as v from 'valibot';

const color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'));
const length = v.pipe(v.string(), v.regex(/^(0|\d+(\.\d+)?(px|rem))$/, 'must be a length in px or rem, such as "8px"'));
// Only what a font-family list needs: the value lands in CSS, so no ; { } ( ) or escapes.
const fontFamily = v.pipe(
  v.string(),
  v.regex(/^[\w '",-]+$/, 'must be a CSS font-family list of names, quotes and commas'),
);

/** Theme tokens of a brand; their names are fixed by the ui package's theme contract. */
export const ThemeTokensSchema = v.strictObject({
  color: v.strictObject({
    primary: color,
    primaryText: color,
    background: color,
    surface: color,
    text: color,
    mutedText: color,
    border: color,
    focus: color,
    danger: color,
    success: color,
    warning: color,
  }),
  radius: v.strictObject({ control: length, card: length }),
  font: v.strictObject({ body: fontFamily, heading: fontFamily }),
});

export type ThemeTokens = v.InferOutput<typeof ThemeTokensSchema>;
export type ThemeColor = keyof ThemeTokens['color'];
