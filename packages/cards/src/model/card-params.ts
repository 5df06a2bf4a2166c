// The `accountId` of the card routes (/cards/{accountId}, /card/{accountId}/pin): a positive integer.
// Anything else does not match the route (the app's "not found"); a number that is not a card of the
// customer is the page's business (it goes home).
import * as v from 'valibot';

export const CardParamsSchema = v.object({
  accountId: v.pipe(
    v.string(),
    v.regex(/^[1-9]\d{0,14}$/, 'accountId must be a positive integer'),
    v.transform(Number),
    v.safeInteger(),
  ),
});

/** The route params as numbers; throws (the route does not match) when accountId is not a positive integer. */
export const parseCardParams = (raw: Record<string, string>): { accountId: number } => v.parse(CardParamsSchema, raw);

export const stringifyCardParams = ({ accountId }: { accountId: number }) => ({ accountId: String(accountId) });
