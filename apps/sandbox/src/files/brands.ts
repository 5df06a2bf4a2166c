// The brands' files (brand.json, logo.svg) read through brand-config, once per brand.
import { listBrandIds, type LoadedBrand, loadBrand } from '@paydeck/brand-config/node';

const loaded = new Map<string, LoadedBrand>();

/** The brand with this id, or undefined for an unknown id. */
export function brandById(id: string): LoadedBrand | undefined {
  if (!listBrandIds().includes(id)) return undefined;
  const found = loaded.get(id) ?? loadBrand(id);
  loaded.set(id, found);
  return found;
}
