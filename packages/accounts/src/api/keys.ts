/**
 * Query keys of this package: invalidate by prefix (`accountKeys.all` after a transfer,
 * `accountKeys.history()` after anything that adds a transaction).
 */
export const accountKeys = {
  all: ['accounts'] as const,
  list: () => [...accountKeys.all, 'list'] as const,
  availableCurrencies: () => [...accountKeys.all, 'available-currencies'] as const,
  instructions: () => [...accountKeys.all, 'payment-instructions'] as const,
  rates: () => [...accountKeys.all, 'default-rates'] as const,
  transactionTypes: (lang: string) => [...accountKeys.all, 'transaction-types', lang] as const,
  history: () => [...accountKeys.all, 'history'] as const,
  historyPage: (filter: object) => [...accountKeys.history(), 'page', filter] as const,
  recent: () => [...accountKeys.history(), 'recent'] as const,
  transaction: (transactionId: number) => [...accountKeys.history(), 'transaction', transactionId] as const,
  authorizations: (kind: 'account' | 'debitCard', accountId: number, page: number) =>
    [...accountKeys.history(), 'authorizations', kind, accountId, page] as const,
  batches: (filter: object) => [...accountKeys.history(), 'batches', filter] as const,
  batch: (batchId: number) => [...accountKeys.history(), 'batch', batchId] as const,
  massSamples: () => [...accountKeys.all, 'mass-samples'] as const,
  statements: () => [...accountKeys.all, 'statements'] as const,
  statementTotals: (accountId: number, fromDate: string, toDate: string) =>
    [...accountKeys.statements(), 'totals', accountId, fromDate, toDate] as const,
  monthly: (accountId: number, page: number) => [...accountKeys.statements(), 'monthly', accountId, page] as const,
  exportStatus: (exportId: string) => [...accountKeys.statements(), 'export', exportId] as const,
  agreements: () => [...accountKeys.statements(), 'agreements'] as const,
  announcements: () => [...accountKeys.all, 'announcements'] as const,
  /** Under announcements(): invalidating those refreshes these too. */
  announcementsToAnswer: () => [...accountKeys.announcements(), 'to-answer'] as const,
};
