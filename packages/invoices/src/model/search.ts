// The invoice lists' state in the address (`/transfer/invoices?list=sent&status=0&from=2026-11-01&min=10&page=2`):
// which list, status, dates, amounts, the other side's e-mail and the page (payments.md 7, 9: 20 a page, default
// page 1). Each field is read on its own and a bad one is dropped, so a mangled link still opens; a range whose
// end comes before its start drops the end. The page reads it (the route only passes the raw search on).
import { type InvoiceDirection, type InvoiceStatusId, isInvoiceStatusId } from './invoice-rules';

export const INVOICES_PATH = '/transfer/invoices';
export const INVOICE_PAGE_SIZE = 20;

export interface InvoiceSearch {
  list?: InvoiceDirection | undefined;
  status?: InvoiceStatusId | undefined;
  from?: string | undefined;
  to?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  email?: string | undefined;
  page?: number | undefined;
}

const order = ['list', 'status', 'from', 'to', 'min', 'max', 'email', 'page'] as const;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** A calendar date YYYY-MM-DD that exists. */
export function dateText(value: unknown): string | undefined {
  const date = text(value)?.trim();
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return undefined;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date) ? date : undefined;
}

/** A non-negative amount with up to 8 decimals (payments.md 9), a comma read as the point; kept as text. */
export function amountText(value: unknown): string | undefined {
  const amount = text(value)?.trim().replace(',', '.');
  return amount !== undefined && /^\d{1,15}(\.\d{1,8})?$/.test(amount) ? amount : undefined;
}

/** Part of an e-mail to look for (the server matches it inside the other side's e-mail). */
export function emailPart(value: unknown): string | undefined {
  const part = text(value)?.trim();
  return part && part.length <= 254 && !/\s/.test(part) ? part : undefined;
}

/** Compares two amount texts exactly (no floating point): negative when a < b. */
export function compareAmounts(a: string, b: string): number {
  const [aInt = '', aFrac = ''] = a.split('.');
  const [bInt = '', bFrac = ''] = b.split('.');
  const ai = aInt.replace(/^0+/, '');
  const bi = bInt.replace(/^0+/, '');
  if (ai.length !== bi.length) return ai.length - bi.length;
  const left = ai + aFrac.padEnd(8, '0');
  const right = bi + bFrac.padEnd(8, '0');
  return left === right ? 0 : left < right ? -1 : 1;
}

const pageOf = (value: unknown): number | undefined => {
  const page = Number(text(value));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined;
};

const statusOf = (value: unknown): InvoiceStatusId | undefined => {
  const raw = text(value);
  const status = raw === undefined || raw.trim() === '' ? Number.NaN : Number(raw);
  return isInvoiceStatusId(status) ? status : undefined;
};

/** Reads the raw search: bad values become "not set"; the received list and page 1 are the defaults, left out. */
export function parseInvoiceSearch(raw: Record<string, unknown>): InvoiceSearch {
  const from = dateText(raw.from);
  const to = dateText(raw.to);
  const min = amountText(raw.min);
  const max = amountText(raw.max);
  const page = pageOf(raw.page);
  const search: InvoiceSearch = {
    list: raw.list === 'sent' ? 'sent' : undefined,
    status: statusOf(raw.status),
    from,
    to: from !== undefined && to !== undefined && to < from ? undefined : to,
    min,
    max: min !== undefined && max !== undefined && compareAmounts(max, min) < 0 ? undefined : max,
    email: emailPart(raw.email),
    page: page === 1 ? undefined : page,
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

/** The list the search shows. */
export const listOf = (search: InvoiceSearch): InvoiceDirection => (search.list === 'sent' ? 'sent' : 'received');

/** The address of a search (fields in a fixed order, defaults left out). */
export function invoicesHref(search: InvoiceSearch): string {
  const clean = parseInvoiceSearch(search as Record<string, unknown>);
  const params = new URLSearchParams();
  for (const key of order) {
    const value = clean[key];
    if (value !== undefined) params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${INVOICES_PATH}?${query}` : INVOICES_PATH;
}

/** A new filter starts at page 1; switching the list keeps nothing but the list. */
export const withFilters = (search: InvoiceSearch, filters: Omit<InvoiceSearch, 'list' | 'page'>): InvoiceSearch =>
  parseInvoiceSearch({ list: search.list, ...filters });

export const withList = (list: InvoiceDirection): InvoiceSearch => parseInvoiceSearch({ list });

export const withPage = (search: InvoiceSearch, page: number): InvoiceSearch => parseInvoiceSearch({ ...search, page });

export const hasInvoiceFilters = (search: InvoiceSearch): boolean => {
  const { list: _list, page: _page, ...filters } = parseInvoiceSearch(search as Record<string, unknown>);
  return Object.keys(filters).length > 0;
};

export interface InvoiceListFilter {
  pageNumber: number;
  pageSize: number;
  status?: InvoiceStatusId;
  fromDate?: string;
  toDate?: string;
  fromAmount?: string;
  toAmount?: string;
  payeeEmail?: string;
  payerEmail?: string;
}

/** The wire filter of the list: the received list filters by the payee's e-mail, the sent one by the payer's. */
export function invoiceListFilter(search: InvoiceSearch): InvoiceListFilter {
  const clean = parseInvoiceSearch(search as Record<string, unknown>);
  const emailField = listOf(clean) === 'received' ? 'payeeEmail' : 'payerEmail';
  return {
    pageNumber: clean.page ?? 1,
    pageSize: INVOICE_PAGE_SIZE,
    ...(clean.status === undefined ? {} : { status: clean.status }),
    ...(clean.from === undefined ? {} : { fromDate: clean.from }),
    ...(clean.to === undefined ? {} : { toDate: clean.to }),
    ...(clean.min === undefined ? {} : { fromAmount: clean.min }),
    ...(clean.max === undefined ? {} : { toAmount: clean.max }),
    ...(clean.email === undefined ? {} : { [emailField]: clean.email }),
  };
}
