import type { Plugin } from 'vite';
import { brandsDir, loadBrand } from './node.ts';
import { logoMarkSvg, svgDataUrl } from './src/logo.ts';

export { brandsDir, defaultBrandId, listBrandIds, loadAllBrands, loadBrand, type LoadedBrand } from './node.ts';

const brandModule = 'virtual:paydeck-brand';
const logoModule = 'virtual:paydeck-brand-logo';
const resolved = (id: string) => `\0${id}`;

/**
 * Provides `virtual:paydeck-brand` (the brand chosen by BRAND, default wallet, validated) and
 * `virtual:paydeck-brand-logo` (its logo and mark as data: URLs); `@paydeck/brand-config/active`
 * re-exports both. A build contains only its own brand; an invalid or unknown brand fails it at start.
 * `dir` is the brands folder (tests point it at fixtures).
 */
export function brandPlugin(id?: string, dir: string = brandsDir): Plugin {
  return {
    name: 'paydeck-brand',
    buildStart() {
      loadBrand(id, dir);
    },
    // An already resolved id resolves to itself: in dev, vanilla-extract adds the brand module to a .css.ts file's
    // watch files, and Vite resolves those again as the file's imports.
    resolveId: (source) => {
      if (source === brandModule || source === logoModule) return resolved(source);
      if (source === resolved(brandModule) || source === resolved(logoModule)) return source;
      return undefined;
    },
    load(moduleId) {
      if (moduleId !== resolved(brandModule) && moduleId !== resolved(logoModule)) return undefined;
      // Read on every load, not once: in dev an edited brand.json or logo reloads the page.
      const { brand, file, logoFile, logoSvg } = loadBrand(id, dir);
      if (moduleId === resolved(brandModule)) {
        this.addWatchFile(file);
        return `export default ${JSON.stringify(brand)};`;
      }
      this.addWatchFile(logoFile);
      return [
        `export default ${JSON.stringify(svgDataUrl(logoSvg))};`,
        `export const markUrl = ${JSON.stringify(svgDataUrl(logoMarkSvg(logoSvg)))};`,
      ].join('\n');
    },
  };
}
