import { type Brand, parseBrand } from '@paydeck/brand-config';

// Stories compare every brand (the web app bundles only its own).
const files = import.meta.glob<{ default: unknown }>('../../../../brands/*/brand.json', { eager: true });

/** Every brand of brands/, sorted by id. */
export const allBrands: Brand[] = Object.entries(files)
  .map(([file, module]) => parseBrand(module.default, file))
  .sort((a, b) => a.id.localeCompare(b.id));
