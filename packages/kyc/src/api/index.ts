// `@paydeck/kyc/api`: the contract (WIRE.md: valibot schemas of every answer), the fetchers (they take the api
// client), the query keys, and the pure rules the sandbox enforces too. Nothing React-specific.
export * from './schemas';
export * from './profile';
export * from './place-dictionaries';
export * from './address';
export * from './phone';
export * from './verification';
export * from './customer-verification';
export * from './check-urls';
export * from './emails';
export * from './tax';
export * from './company';
export * from './company-people';
export * from './company-access';
export * from './company-admin';
export * from './declarations';
export { companyKeys } from './company-keys';
export { kycKeys } from './keys';
// the rules, shared with the sandbox
export * from './document-types';
export * from '../model/document-rules';
export * from '../model/document-status';
export * from '../model/account-status';
export * from '../model/phone';
export * from '../model/client-ip';
export * from '../model/tax-table';
export * from '../model/tax-tin';
export * from '../model/tax-classification';
export * from '../model/tax-payload';
export * from '../model/company-actions';
export * from '../model/company-representatives';
