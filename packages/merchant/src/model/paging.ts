// The merchant lists' paging (payments.md 9): the webhook request log by cursor, 20 at a time; IPN messages 25 a
// page with "Load more" while pageSize x pageNumber <= total; subscribers 50 a page; reputation 100.

export const WEBHOOK_REQUEST_PAGE = 20;
export const IPN_PAGE = 25;
export const SUBSCRIBER_PAGE = 50;
export const REPUTATION_PAGE = 100;

/** The cursor to ask the next page with, or null when the log has no more (the answer's nextCursor). */
export const nextCursorOf = (page: { nextCursor: string | null }): string | null => page.nextCursor || null;

/** IPN: "Load more" shows while pageSize x pageNumber is at most total (the spec's rule, kept as written). */
export const showLoadMore = (pageSize: number, pageNumber: number, total: number): boolean =>
  pageSize * pageNumber <= total;
