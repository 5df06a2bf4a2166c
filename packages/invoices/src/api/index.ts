// `@paydeck/invoices/api`: the contract (valibot schemas of every answer), the fetchers (they take the api client)
// and the pure invoice rules the sandbox applies too. Nothing React-specific.
export * from '../model/invoice-rules';
export * from '../model/search';
export * from './schemas';
export * from './invoices';
export { invoiceKeys } from './keys';
