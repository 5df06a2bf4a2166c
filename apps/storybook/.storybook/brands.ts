import { type Brand, parseBrand } from '@paydeck/brand-config';

// Storybook shows every brand, so it reads all brand.json files (the web app bundles only one).
const files = import.meta.glob<{ default: unknown }>('../../../brands/*/brand.json', { eager: true });

export const brands: Record<string, Brand> = Object.fromEntries(
  Object.entries(files).map(([file, module]) => {
    const brand = parseBrand(module.default, file);
    return [brand.id, brand];
  }),
);
export const brandIds = Object.keys(brands).sort();
