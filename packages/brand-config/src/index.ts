export { BrandSchema, ThemeTokensSchema, type Brand, type ThemeTokens } from './schema.ts';
export { parseBrand, BrandConfigError } from './load.ts';
