// The invoice rules of payments.md 4 "Invoices": the direction told by which name the invoice carries, the
// system funding invoice, the status codes of the lists (0 = unpaid / awaitingPayment) and the actions each
// invoice offers. Pure and React-free: the sandbox applies the same rules.

/** Received: someone asks me to pay (the invoice names its payee). Sent: I ask someone (it names the payer). */
export type InvoiceDirection = 'received' | 'sent';

export interface DirectionFields {
  payeeName?: string | null | undefined;
  payerName?: string | null | undefined;
}

/** payments.md 4: incoming if the payee name is present, outgoing if the payer name is present; else unknown. */
export function invoiceDirection(invoice: DirectionFields): InvoiceDirection | null {
  if (invoice.payeeName) return 'received';
  if (invoice.payerName) return 'sent';
  return null;
}

export interface SystemFields {
  isFunding?: number | boolean | null | undefined;
  isSystem?: number | boolean | null | undefined;
}

const one = (value: number | boolean | null | undefined) => value === 1 || value === true;

/** payments.md 4: a system funding invoice has isFunding 1 and isSystem 1 (either alone is not one). */
export const isSystemFunding = (invoice: SystemFields): boolean => one(invoice.isFunding) && one(invoice.isSystem);

/**
 * statusId on the wire and in the list filter (named here; the spec gives only 0): 0 unpaid (received) or
 * awaitingPayment (sent), 1 paid, 2 rejected, 3 processing (a payment waits for its approval).
 */
export const InvoiceStatus = { open: 0, paid: 1, rejected: 2, processing: 3 } as const;
export type InvoiceStatusId = (typeof InvoiceStatus)[keyof typeof InvoiceStatus];
export const invoiceStatusIds: readonly InvoiceStatusId[] = [0, 1, 2, 3];

export type InvoiceStatusName = 'unpaid' | 'awaitingPayment' | 'paid' | 'rejected' | 'processing';

/** The status text of a statusId as the list of that direction names it (0 differs by direction). */
export function invoiceStatusName(statusId: number, direction: InvoiceDirection): InvoiceStatusName | null {
  switch (statusId) {
    case InvoiceStatus.open:
      return direction === 'received' ? 'unpaid' : 'awaitingPayment';
    case InvoiceStatus.paid:
      return 'paid';
    case InvoiceStatus.rejected:
      return 'rejected';
    case InvoiceStatus.processing:
      return 'processing';
    default:
      return null;
  }
}

export const isInvoiceStatusId = (value: unknown): value is InvoiceStatusId =>
  typeof value === 'number' && (invoiceStatusIds as readonly number[]).includes(value);

export type InvoiceAction = 'view' | 'pay' | 'reject';

/**
 * What a row offers (decided): everyone may view; an open received invoice may be paid or rejected, except a
 * system funding invoice (it is paid into the account by a bank transfer from outside, with its PDF's details).
 */
export function invoiceActions(
  invoice: DirectionFields & SystemFields & { statusId: number },
): readonly InvoiceAction[] {
  const open = invoice.statusId === InvoiceStatus.open;
  if (invoiceDirection(invoice) !== 'received' || !open || isSystemFunding(invoice)) return ['view'];
  return ['view', 'pay', 'reject'];
}

/** Overdue (decided): still open after its due date (YYYY-MM-DD compared as text with today's date). */
export const isOverdue = (invoice: { statusId: number; dueDate: string | null }, today: string): boolean =>
  invoice.statusId === InvoiceStatus.open && invoice.dueDate !== null && invoice.dueDate < today;
