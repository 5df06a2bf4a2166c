import { listBrandIds, loadBrand } from '@paydeck/brand-config/node';

/** Every brand, for the journeys that need each brand's own build (apps/web dist-brands/<id>). */
export const brands = listBrandIds().map((id) => ({ id, brand: loadBrand(id).brand }));
