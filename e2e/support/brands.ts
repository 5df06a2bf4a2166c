import { listBrandIds, loadBrand } from '@paydeck/brand-config/node';

/** Every brand's own production build (apps/web dist-brands/<id>) is served on its own port. */
export const brandServers = listBrandIds().map((id, i) => ({ id, brand: loadBrand(id).brand, port: 4181 + i }));
