import { activeBrand, activeBrandMarkUrl } from '@paydeck/brand-config/active';

/** The page title and favicon follow the brand. */
export function applyBrandToDocument(doc: Document = document) {
  doc.title = activeBrand.name;
  let icon = doc.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = activeBrandMarkUrl;
}
