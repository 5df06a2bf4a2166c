// `@paydeck/transfers/api`: the contract (valibot schemas of every answer), the fetchers (they take the
// api client) and the pure transfer rules the sandbox enforces too. Nothing React-specific.
export * from '../model/amount';
export * from '../model/approval';
export * from '../model/exchange-rate';
export * from '../model/free-text';
export * from '../model/preconditions';
export * from '../model/rails';
export * from './schemas';
export * from './own-accounts';
export * from './p2p';
export * from './recent-transfer-details';
export * from './approvals';
export * from './company-requests';
export * from './preapproved';
export { transferKeys } from './keys';
export * from '../model/external';
export * from '../model/external-preconditions';
export * from '../model/formats';
export * from '../model/phone';
export * from './external-transfers';
export * from './external-lookups';
export * from './external-beneficiaries';
export * from '../model/mass-row';
export * from '../model/mass-input';
export * from '../model/mass-transfer';
export * from './mass-transfers';
