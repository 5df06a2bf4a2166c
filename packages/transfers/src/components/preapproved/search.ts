// The preapproved payments' filters in the address (`/transfer/preapproved-payments?email=pavel&min=10&type=p2p`):
// beneficiary e-mail, amounts from/to, type (payments.md 7). Every field is read on its own and a bad one is
// dropped, so a mangled link still opens. The page reads it (the route only passes the raw search on).
import type { PreapprovedFilter } from '../../api/preapproved';

export const preapprovedTypes = ['subscription', 'p2p'] as const;
export type PreapprovedType = (typeof preapprovedTypes)[number];

export interface PreapprovedSearch {
  email?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  type?: PreapprovedType | undefined;
}

const order = ['email', 'min', 'max', 'type'] as const;
export const PREAPPROVED_PATH = '/transfer/preapproved-payments';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;

/** A non-negative amount with up to 8 decimals (payments.md 9), a comma read as the point; kept as text. */
export function amountText(value: unknown): string | undefined {
  const amount = text(value)?.trim().replace(',', '.');
  return amount !== undefined && /^\d{1,15}(\.\d{1,8})?$/.test(amount) ? amount : undefined;
}

/** Part of an e-mail to look for (the server matches it inside the beneficiary's e-mail). */
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

/** Reads the raw search: bad values become "not set"; a largest amount below the smallest is dropped. */
export function parsePreapprovedSearch(raw: Record<string, unknown>): PreapprovedSearch {
  const min = amountText(raw.min);
  const max = amountText(raw.max);
  const search: PreapprovedSearch = {
    email: emailPart(raw.email),
    min,
    max: min !== undefined && max !== undefined && compareAmounts(max, min) < 0 ? undefined : max,
    type: preapprovedTypes.find((type) => type === raw.type),
  };
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined));
}

export function preapprovedHref(search: PreapprovedSearch): string {
  const clean = parsePreapprovedSearch(search as Record<string, unknown>);
  const params = new URLSearchParams();
  for (const key of order) {
    const value = clean[key];
    if (value !== undefined) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${PREAPPROVED_PATH}?${query}` : PREAPPROVED_PATH;
}

/** The wire filter (preapprovedPaymentList): only the fields that are set. */
export function preapprovedFilter(search: PreapprovedSearch): PreapprovedFilter {
  const clean = parsePreapprovedSearch(search as Record<string, unknown>);
  return {
    ...(clean.email === undefined ? {} : { beneficiaryEmail: clean.email }),
    ...(clean.min === undefined ? {} : { fromAmount: clean.min }),
    ...(clean.max === undefined ? {} : { toAmount: clean.max }),
    ...(clean.type === undefined ? {} : { type: clean.type }),
  };
}

export const hasPreapprovedFilters = (search: PreapprovedSearch): boolean =>
  Object.keys(parsePreapprovedSearch(search as Record<string, unknown>)).length > 0;
