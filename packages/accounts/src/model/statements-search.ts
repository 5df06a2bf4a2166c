// The statements view in the address, read by the route (first paint: nothing heavy imported here).
import { IsoDate, PositiveInt, readFields } from './search-fields';

/** The statements view in the address (/statements?accountId=11&from=…&to=…). */
export interface StatementsSearch {
  accountId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const statementsFields = { accountId: PositiveInt, from: IsoDate, to: IsoDate };

export const parseStatementsSearch = (raw: Record<string, unknown>): StatementsSearch =>
  readFields(statementsFields, raw);

export function statementsHref(search: StatementsSearch): string {
  const params = new URLSearchParams();
  if (search.accountId !== undefined) params.set('accountId', String(search.accountId));
  if (search.from) params.set('from', search.from);
  if (search.to) params.set('to', search.to);
  const query = params.toString();
  return query ? `/statements?${query}` : '/statements';
}
