declare module 'virtual:paydeck-brand' {
  import type { Brand } from './schema.ts';
  const brand: Brand;
  export default brand;
}

declare module 'virtual:paydeck-brand-logo' {
  /** The brand's logo.svg as a data: URL, for `<img src>`. */
  const logoUrl: string;
  export default logoUrl;
  /** The mark alone (the square at the logo's left) as a data: URL, for the favicon. */
  export const markUrl: string;
}
