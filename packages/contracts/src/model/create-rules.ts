// Contract creation (payments.md 5): companyId, senderId and beneficiaryId are integers; at least one obligation
// each for the sender and the beneficiary; signer names at most 256 characters; percentage above 0 and at most
// 100; activeFrom required; note optional. The form checks these before sending and the sandbox checks the same.
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
/** A decimal percentage, above 0 and at most 100, up to two decimals. */
export const percentageRule = v.pipe(
  v.union([v.number(), v.string()], 'is required'),
  v.transform((value) =>
    typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.') || Number.NaN),
  ),
  v.number('must be a number'),
  v.check((value) => Number.isFinite(value), 'must be a number'),
  v.check((value) => value > 0, 'must be above 0'),
  v.maxValue(100, 'must be at most 100'),
  v.check((value) => Math.round(value * 100) === value * 100, 'must have at most two decimals'),
);
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
);
export type ContractCreateInput = v.InferInput<typeof ContractCreateSchema>;
export type ContractCreate = v.InferOutput<typeof ContractCreateSchema>;

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
