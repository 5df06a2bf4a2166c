declare module 'virtual:paydeck-brand' {
  import type { Brand } from './schema.ts';
  const brand: Brand;
  export default brand;
}
