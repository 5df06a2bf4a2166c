import * as v from 'valibot';

const color = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour'));

/** Theme tokens of a brand; they fill the ui package's theme contract. */
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
  radius: v.strictObject({ control: v.string(), card: v.string() }),
  font: v.strictObject({ body: v.string(), heading: v.string() }),
});

/** One brand's configuration (brands/<id>/brand.json). */
export const BrandSchema = v.strictObject({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z-]*$/)),
  name: v.pipe(v.string(), v.minLength(1)),
  theme: ThemeTokensSchema,
});

export type Brand = v.InferOutput<typeof BrandSchema>;
export type ThemeTokens = v.InferOutput<typeof ThemeTokensSchema>;
