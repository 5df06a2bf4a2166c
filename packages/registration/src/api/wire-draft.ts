// The draft as it arrives over the wire (WIRE.md "Business registration"): the api client's body rules turn purely
// numeric strings into numbers (a tax id "12345678", a turnover "50000", a detail "2024"), so a reader of the payload
// turns every number back into text except the draft's own numbers, then parses it with the browser's DraftSchema.
import * as v from 'valibot';
import { type Draft, DraftSchema } from '../model/draft';

/** Keys whose values are numbers in the draft (ids of dictionaries, shares, rights). */
const numberKeys = new Set([
  'sourceOfFundsId',
  'purposeOfAccountId',
  'estimatedMonthlyDepositId',
  'industryId',
  'share',
  'accessRights',
  'questionId',
]);
/** Keys whose values are lists of numbers. */
const numberListKeys = new Set(['sourceOfFunds']);

function restore(value: unknown, numeric: boolean): unknown {
  if (typeof value === 'number') return numeric ? value : String(value);
  if (Array.isArray(value)) return value.map((item) => restore(item, numeric));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, restore(item, numberKeys.has(key) || numberListKeys.has(key))]),
    );
  }
  return value;
}

/** The payload's draft with its text fields as text again (pure; anything that is not an object passes as it is). */
export const draftFromWire = (value: unknown): unknown => restore(value, false);

/** The draft of a payload, parsed by the browser's own schema; the issues when it is not a draft. */
export function parseWireDraft(
  value: unknown,
): { success: true; draft: Draft } | { success: false; issues: v.BaseIssue<unknown>[] } {
  const result = v.safeParse(DraftSchema, draftFromWire(value));
  return result.success ? { success: true, draft: result.output } : { success: false, issues: result.issues };
}
