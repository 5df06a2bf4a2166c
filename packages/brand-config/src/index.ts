export { BrandSchema, ThemeTokensSchema, type Brand, type BrandInput, type ThemeTokens } from './schema.ts';
export { ApiRootsSchema, type ApiEnvironments, type ApiRoots, type SandboxApiRoots } from './api-schema.ts';
export type { ThemeColor } from './theme-schema.ts';
export { parseBrand, BrandConfigError } from './load.ts';
export { apiEnvironmentNames, apiRootsFor, type ApiEnvironment } from './api-roots.ts';
export { contrastRatio, relativeLuminance } from './contrast.ts';
export {
  checkLogoSvg,
  HEADER_LOGO_BOX,
  logoMarkSvg,
  logoTextPixels,
  logoTextSizes,
  logoViewBox,
  svgDataUrl,
} from './logo.ts';
export { CURRENCY_SCALES, MONEY_SCALE, currencyScale } from './currencies.ts';
export * from './vocabulary.ts';
