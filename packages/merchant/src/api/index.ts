// `@paydeck/merchant/api`: the contract (valibot schemas of every answer), the fetchers (they take the api client)
// and the pure rules (sections and access, paging). Nothing React-specific.
export * from '../model/paging';
export * from '../model/sections';
export * from './schemas';
export * from './internal';
export { merchantKeys } from './keys';
export * from './commerce-schemas';
export * from './commerce';
