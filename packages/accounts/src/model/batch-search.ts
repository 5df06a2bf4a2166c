// The batch transfers view in the address (/history/batch-transfers?search=…&types=2,3&page=2).
import type { BatchFilter } from '../api/history';
import { type Field, IsoDate, PositiveInt, readFields, Word, withoutUnset } from './search-fields';

/** The mass-transfer types a batch can have, as transaction type ids (sandbox dictionary). */
export const batchTypeIds = {
  p2p: 2,
  wire: 3,
  eft: 4,
  oct: 5,
  crypto_eft: 6,
  instant_payment: 7,
  interac: 8,
  globalPay: 14,
} as const;

export interface BatchSearch {
  search?: string | undefined;
  /** Type ids as the address has them: "2,3" (a string keeps the address readable). */
  types?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
  /** The batch whose file is open. */
  batch?: number | undefined;
}

const known = new Set<number>(Object.values(batchTypeIds));

/** "2,3" in an address, or a list: the known type ids among them, once each, in order. */
const BatchTypes: Field<number[]> = (value) => {
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' || typeof value === 'number'
      ? String(value).split(',')
      : undefined;
  if (!list) return undefined;
  return [...new Set(list.map(Number).filter((id) => Number.isSafeInteger(id) && known.has(id)))].sort((a, b) => a - b);
};

const batchFields = {
  search: Word(),
  types: BatchTypes,
  from: IsoDate,
  to: IsoDate,
  page: PositiveInt,
  batch: PositiveInt,
};

export function parseBatchSearch(raw: Record<string, unknown>): BatchSearch {
  const search = readFields(batchFields, raw);
  return withoutUnset({
    ...search,
    types: search.types && search.types.length > 0 ? search.types.join(',') : undefined,
    page: search.page === 1 ? undefined : search.page,
  });
}

export function batchHref(search: BatchSearch): string {
  const clean = parseBatchSearch(search as Record<string, unknown>);
  const params = new URLSearchParams();
  if (clean.search) params.set('search', clean.search);
  if (clean.types) params.set('types', clean.types);
  if (clean.from) params.set('from', clean.from);
  if (clean.to) params.set('to', clean.to);
  if (clean.page) params.set('page', String(clean.page));
  if (clean.batch) params.set('batch', String(clean.batch));
  const query = params.toString();
  return query ? `/history/batch-transfers?${query}` : '/history/batch-transfers';
}

/**
 * Where a batch of the list opens: a global pay batch on its batch screen (transfers' route, payments.md 2
 * "transfer/external/global-summary", named by its path as the shell knows it: a feature does not import
 * another); any other batch here, its file shown by the view-batch-file call (payments.md 7).
 */
export const GLOBAL_BATCH_PATH = '/transfer/external/global-summary';

export function batchScreenHref(batch: { typeId: number; batchId: number }, search: BatchSearch): string {
  if (batch.typeId === batchTypeIds.globalPay) return `${GLOBAL_BATCH_PATH}?batchId=${batch.batchId}`;
  return batchHref({ ...search, batch: batch.batchId });
}

/** A global pay batch has its own screen (no file view). */
export const isGlobalBatch = (batch: { typeId: number }): boolean => batch.typeId === batchTypeIds.globalPay;

/** The type ids of the view, as numbers. */
export const batchTypes = (search: BatchSearch): number[] => (search.types ? search.types.split(',').map(Number) : []);

export const batchFilter = (search: BatchSearch): BatchFilter => ({
  search: search.search,
  types: search.types ? batchTypes(search) : undefined,
  from: search.from,
  to: search.to,
  pageNumber: search.page ?? 1,
});
