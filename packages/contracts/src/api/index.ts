// `@paydeck/contracts/api`: the contract of the contracts service (valibot schemas of every answer), the fetchers
// and the pure rules the sandbox applies too (the status-action table, creation rules, list search). No React.
export * from '../model/contract-actions';
export * from '../model/create-rules';
export * from '../model/search';
export * from './schemas';
export * from './contracts';
export { contractKeys } from './keys';
