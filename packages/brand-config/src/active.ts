import brand from 'virtual:paydeck-brand';
import type { Brand } from './schema.ts';

/** The brand this bundle was built for (chosen by BRAND at build time, validated by the schema). */
export const activeBrand: Brand = brand;

/** Its logo and mark as data: URLs (an image, never inline markup: nothing in it can run). */
export { default as activeBrandLogoUrl, markUrl as activeBrandMarkUrl } from 'virtual:paydeck-brand-logo';
