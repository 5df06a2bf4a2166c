import brand from 'virtual:paydeck-brand';
import type { Brand } from './schema.ts';

/** The brand this bundle was built for (chosen by BRAND at build time, validated by the schema). */
export const activeBrand: Brand = brand;
