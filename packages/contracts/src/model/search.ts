// The list's filters, kept in the address (payments.md 7 "GET /contract").
import * as v from 'valibot';
import { CONTRACT_PAGE_SIZE } from './create-rules';
import { type ContractStatus, contractStatuses } from './contract-actions';

export const orderByValues = ['COMPANY_NAME', 'INCOMING_FIRST', 'CREATED_AT'] as const;
export type ContractOrderBy = (typeof orderByValues)[number];
export type OrderDir = 'ASC' | 'DESC';

export interface ContractSearch {
  statuses?: ContractStatus[];
  companyName?: string;
  counterpartyName?: string;
  orderBy?: ContractOrderBy;
  orderDir?: OrderDir;
}

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), '');
const SearchSchema = v.object({
  statuses: v.optional(
    v.pipe(
      v.union([v.string(), v.array(v.string())]),
      v.transform((raw) => (Array.isArray(raw) ? raw : raw.split(','))),
      v.transform((list) =>
        list.filter((s): s is ContractStatus => (contractStatuses as readonly string[]).includes(s)),
      ),
    ),
    [],
  ),
  companyName: optionalText,
  counterpartyName: optionalText,
  orderBy: v.optional(v.picklist(orderByValues), 'INCOMING_FIRST'),
  orderDir: v.optional(v.picklist(['ASC', 'DESC']), 'DESC'),
});

/** The address's search, with anything unknown dropped to its default. */
export function parseContractSearch(raw: Record<string, unknown>): Required<ContractSearch> {
  const fallback = v.parse(SearchSchema, {});
  const result = v.safeParse(SearchSchema, raw);
  if (result.success) return result.output;
  // keep each field that is fine on its own
  const out = { ...fallback };
  for (const key of Object.keys(fallback) as (keyof typeof fallback)[]) {
    const one = v.safeParse(SearchSchema, { [key]: raw[key] });
    if (one.success) (out as Record<string, unknown>)[key] = one.output[key];
  }
  return out;
}

/** The GET /contract query for a search (statuses comma-joined; the whole list in one page). */
export function contractListQuery(search: Required<ContractSearch>): Record<string, string | number | undefined> {
  return {
    statuses: search.statuses.length ? search.statuses.join(',') : undefined,
    companyName: search.companyName || undefined,
    counterpartyName: search.counterpartyName || undefined,
    orderBy: search.orderBy,
    orderDir: search.orderDir,
    page: 1,
    pageSize: CONTRACT_PAGE_SIZE,
  };
}
