// The card routes' params and search. Read by the route definitions, which are part of every first
// paint (the login page's too), so they are plain checks, not valibot (README, "Route params").

/**
 * The `accountId` of /cards/{accountId} and /card/{accountId}/pin: a positive integer. Anything else
 * does not match the route (the app's "not found"); a number that is not a card of the customer is
 * the page's business (it goes home). Throws when accountId is not a positive integer.
 */
export function parseCardParams(raw: Record<string, string>): { accountId: number } {
  const accountId = /^[1-9]\d{0,14}$/.test(raw.accountId ?? '') ? Number(raw.accountId) : Number.NaN;
  if (!Number.isSafeInteger(accountId)) throw new TypeError('accountId must be a positive integer');
  return { accountId };
}

export const stringifyCardParams = ({ accountId }: { accountId: number }) => ({ accountId: String(accountId) });

/** The `cardId` of /confirm-card/{cardId}: up to 9 digits, else undefined (not found). */
export const parseCardId = (raw: string): number | undefined => (/^\d{1,9}$/.test(raw) ? Number(raw) : undefined);

export const cardKinds = ['virtual', 'physical'] as const;

/** `?kind=virtual|physical` of /apply-card (the lists link there with theirs); anything else is dropped. */
export function parseApplySearch(search: Record<string, unknown>): { kind?: (typeof cardKinds)[number] } {
  const kind = cardKinds.find((known) => known === search.kind);
  return kind ? { kind } : {};
}
