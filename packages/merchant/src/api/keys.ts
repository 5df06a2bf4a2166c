/** Query keys of this package: invalidate by prefix after a change. */
export const merchantKeys = {
  all: ['merchant'] as const,
  list: (what: string, customerId: number, filter: object = {}) =>
    [...merchantKeys.all, what, customerId, filter] as const,
};
