// The contracts service's free text (review L1, L2): no U+0000, control or bidi characters (api/text-rules.ts;
// notes may hold tabs and line breaks) and a maximum on every text it keeps, the package's (create-rules.ts).
import { NOTE_MAX, OBLIGATION_MAX, SIGNER_NAME_MAX } from '@paydeck/contracts/api';
import { unsafeTextReason } from '../../api/text-rules.ts';

export const OBLIGATIONS_MAX = 50;
export const EMAIL_MAX = 254;

type Problem = { param: string; description: string };

/** The problem of one text field, or undefined. */
export function textProblem(param: string, value: string, max: number, multiline = false): Problem | undefined {
  const reason = unsafeTextReason(value, { multiline });
  if (reason) return { param, description: reason };
  return value.length > max ? { param, description: `must be at most ${max} characters` } : undefined;
}

/** The text problems of a create payload that passed `createProblems` (its fields are strings). */
export function createTextProblems(body: Record<string, unknown>): Problem[] {
  const problems = [
    textProblem('note', String(body.note ?? ''), NOTE_MAX, true),
    textProblem('senderSignerName', String(body.senderSignerName), SIGNER_NAME_MAX),
    textProblem('beneficiarySignerName', String(body.beneficiarySignerName), SIGNER_NAME_MAX),
  ];
  for (const param of ['senderObligations', 'beneficiaryObligations']) {
    const list = body[param] as string[];
    if (list.length > OBLIGATIONS_MAX) problems.push({ param, description: `at most ${OBLIGATIONS_MAX} obligations` });
    else problems.push(list.map((item) => textProblem(param, item, OBLIGATION_MAX)).find(Boolean));
  }
  return problems.filter((problem): problem is Problem => problem !== undefined);
}
