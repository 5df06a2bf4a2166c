// `@paydeck/accounts/api`: the contract (valibot schemas of every answer), the fetchers (they take
// the api client) and the query keys. Nothing React-specific: the sandbox may import it.
export * from './schemas';
export * from './accounts';
export * from './history';
export * from './transaction';
export * from './statements';
export * from './announcements';
export { accountKeys } from './keys';
export type { Caller } from './client';
