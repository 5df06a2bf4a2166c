/** Query keys of this package: invalidate by prefix (`transferKeys.all` after a submit or a decision). */
export const transferKeys = {
  all: ['transfers'] as const,
  ownFee: (payload: object) => [...transferKeys.all, 'own-fee', payload] as const,
  maxAmount: (payload: object) => [...transferKeys.all, 'max-amount', payload] as const,
  limits: (payload: object) => [...transferKeys.all, 'limits', payload] as const,
  exchangeRate: (from: string, to: string) =>
    [...transferKeys.all, 'rate', from.toUpperCase(), to.toUpperCase()] as const,
  beneficiaries: () => [...transferKeys.all, 'beneficiaries'] as const,
  payee: (email: string) => [...transferKeys.all, 'payee', email] as const,
  p2pFee: (payload: object) => [...transferKeys.all, 'p2p-fee', payload] as const,
  recent: (type: string | null) => [...transferKeys.all, 'recent', type] as const,
  /** A transfer to repeat (`recentTransferDetails`). */
  repeat: (transactionId: number) => [...transferKeys.all, 'repeat', transactionId] as const,
  requests: (filter: object) => [...transferKeys.all, 'requests', filter] as const,
  requestCount: () => [...transferKeys.all, 'request-count'] as const,
  preapproved: (filter: object) => [...transferKeys.all, 'preapproved', filter] as const,
};
