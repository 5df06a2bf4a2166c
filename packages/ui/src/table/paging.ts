/** Lists and history pages show 25 rows (spec section 9). */
export const defaultPageSize = 25;

/** How many pages `total` rows make; an empty list still has one (empty) page. */
export function pageCount(total: number, pageSize: number = defaultPageSize): number {
  if (pageSize <= 0) throw new RangeError(`pageSize must be positive, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `page` (1-based) kept between 1 and the last page. */
export function clampPage(page: number, total: number, pageSize: number = defaultPageSize): number {
  return Math.min(Math.max(1, Math.trunc(page)), pageCount(total, pageSize));
}

/** The 1-based positions of the first and last row on `page`; both 0 when there are no rows. */
export function pageRange(
  page: number,
  total: number,
  pageSize: number = defaultPageSize,
): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const current = clampPage(page, total, pageSize);
  return { first: (current - 1) * pageSize + 1, last: Math.min(current * pageSize, total) };
}

/** The rows of `page` when the whole list is on the client. */
export function pageSlice<T>(rows: readonly T[], page: number, pageSize: number = defaultPageSize): T[] {
  const current = clampPage(page, rows.length, pageSize);
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

/**
 * The page buttons to show: always the first and last page, `around` pages on each side of the
 * current one, and 'gap' where pages are left out (a gap never hides a single page).
 */
export function pageButtons(page: number, count: number, around = 1): Array<number | 'gap'> {
  const shown = new Set<number>([1, count]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= count) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: Array<number | 'gap'> = [];
  for (const p of sorted) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && p - previous === 2) result.push(previous + 1);
    else if (typeof previous === 'number' && p - previous > 2) result.push('gap');
    result.push(p);
  }
  return result;
}
