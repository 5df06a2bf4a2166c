// Plain constants of the history (no schema code: the route's search validation imports them and
// must stay light, it loads with the app's entry).

/** The "All transactions" entry the spec adds to the transaction types dictionary (id 0). */
export const ALL_TRANSACTIONS_ID = 0;

/** Transaction statuses (the sandbox's ids: 2 completed, 41 processing, 26 rejected, 4 canceled). */
export const transactionStatuses = { completed: 2, canceled: 4, rejected: 26, processing: 41 } as const;

export const directions = ['all', 'incoming', 'outgoing'] as const;
export type Direction = (typeof directions)[number];
