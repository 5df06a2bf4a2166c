// Contract creation (payments.md 5): companyId, senderId and beneficiaryId are integers; at least one obligation
// each for the sender and the beneficiary; signer names at most 256 characters; percentage above 0 and at most
// 100; activeFrom required; note optional. The form checks these before sending and the sandbox checks the same.
import {
  compareDecimals,
  decimalToUnits,
  percentToBasisPoints,
  readDecimal,
  roundDecimal,
} from '@paydeck/brand-config/decimal';
import * as v from 'valibot';

export const SIGNER_NAME_MAX = 256;
export const OBLIGATION_MAX = 1000;
export const NOTE_MAX = 1000;
export const CONTRACT_PAGE_SIZE = 1000;

const integerId = v.pipe(v.number('is required'), v.integer('must be an integer'), v.minValue(1, 'is required'));
const signerName = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('is required'),
  v.maxLength(SIGNER_NAME_MAX, `must be at most ${SIGNER_NAME_MAX} characters`),
);
const obligations = v.pipe(
  v.array(v.pipe(v.string(), v.trim(), v.maxLength(OBLIGATION_MAX, `must be at most ${OBLIGATION_MAX} characters`))),
  v.transform((list) => list.filter((item) => item.length > 0)),
  v.minLength(1, 'needs at least one obligation'),
);
/**
 * The typed percentage as its decimal text: a string trimmed, a decimal comma read as a point; a number (the
 * wire's JSON) as the shortest text that reads back as it (0.29 -> "0.29", never 0.28999…).
 */
const percentText = (value: number | string) =>
  typeof value === 'number' ? String(value) : value.trim().replace(',', '.');

/**
 * A percentage above 0 and at most 100 with at most two decimals, as typed ("16,1") or as the wire's number
 * (16.1), checked exactly and answered as integer basis points (1610; 1 % = 100 bp), never through a float.
 */
export const percentageRule = v.pipe(
  v.union([v.number(), v.string()], 'is required'),
  v.transform(percentText),
  v.check((text) => readDecimal(text) !== null, 'must be a number'),
  // each later check passes what is not a number: the check above has said so
  v.check((text) => !readDecimal(text) || compareDecimals(text, '0') > 0, 'must be above 0'),
  v.check((text) => !readDecimal(text) || compareDecimals(text, '100') <= 0, 'must be at most 100'),
  v.check((text) => !readDecimal(text) || decimalToUnits(text, 2) !== null, 'must have at most two decimals'),
  // the checks leave nothing to round: roundDecimal only writes it as "x.xx" ("+7", ".5" and "07.50" too)
  v.transform((text) => percentToBasisPoints(roundDecimal(text, 2)) as number),
);

/**
 * The wire's percentage (a JSON number, payments.md 5) of basis points: 1610 -> 16.1, 29 -> 0.29. Dividing two
 * integers rounds once, to the very number the text "0.29" reads as, so the JSON prints the typed digits.
 */
export const wirePercentage = (basisPoints: number): number => basisPoints / 100;
const isoDate = v.pipe(v.string(), v.nonEmpty('is required'), v.isoDate('must be a date'));

/** The PUT /contract payload (WIRE.md "Create"). */
export const ContractCreateSchema = v.pipe(
  v.object({
    companyId: integerId,
    senderId: integerId,
    beneficiaryId: integerId,
    percentage: percentageRule,
    activeFrom: isoDate,
    activeTo: v.optional(v.nullable(v.pipe(v.string(), v.isoDate('must be a date')))),
    note: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NOTE_MAX, `must be at most ${NOTE_MAX} characters`)), ''),
    senderSignerName: signerName,
    beneficiarySignerName: signerName,
    senderObligations: obligations,
    beneficiaryObligations: obligations,
  }),
  v.forward(
    v.check((input) => input.senderId !== input.beneficiaryId, 'must differ from the sender'),
    ['beneficiaryId'],
  ),
  v.forward(
    v.check((input) => !input.activeTo || input.activeTo > input.activeFrom, 'must be after the start'),
    ['activeTo'],
  ),
  v.transform(({ percentage, ...rest }) => ({ ...rest, percentageBp: percentage })),
);
export type ContractCreateInput = v.InferInput<typeof ContractCreateSchema>;
/** What the sandbox keeps of a checked payload: the percentage as integer basis points (`percentageBp`). */
export type ContractCreate = v.InferOutput<typeof ContractCreateSchema>;
/** The PUT /contract body as sent: the percentage is the wire's number of percent (16.1). */
export type ContractCreateBody = Omit<ContractCreate, 'percentageBp'> & { percentage: number };

/** `param: description` for each field's first problem (the sandbox's 400 list and the form's messages). */
export function createProblems(input: unknown): { param: string; description: string }[] {
  const result = v.safeParse(ContractCreateSchema, input);
  if (result.success) return [];
  const first = new Map<string, string>();
  for (const issue of result.issues) {
    const param = v.getDotPath(issue)?.split('.')[0] ?? 'body';
    if (!first.has(param)) first.set(param, issue.message);
  }
  return [...first].map(([param, description]) => ({ param, description }));
}
