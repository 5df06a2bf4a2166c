/** Query keys of this package: invalidate by prefix (`invoiceKeys.all` after a create, pay or reject). */
export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (list: string, filter: object) => [...invoiceKeys.all, 'list', list, filter] as const,
  one: (id: number, type: string) => [...invoiceKeys.all, 'one', id, type] as const,
};
