/** Query keys of this package: invalidate by prefix after a change. */
export const merchantKeys = {
  all: ['merchant'] as const,
  list: (what: string, customerId: number, filter: object = {}) =>
    [...merchantKeys.all, what, customerId, filter] as const,
  /** One item (a button, a logo); under `all`, so every change refreshes it too. */
  item: (what: string, customerId: number, id: number) => [...merchantKeys.all, what, customerId, 'item', id] as const,
};
