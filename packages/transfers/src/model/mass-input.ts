// Mass transfer input (payments.md 5 "Mass transfer input: a file or text content, exactly one") and the
// batch upload's code 92 (payments.md 4, 8: an identical batch needs confirmation, then the same upload is
// repeated with ignoreIdenticalBatch).

export type MassInputProblem = 'none' | 'both' | null;

/** What is wrong with a mass input: neither a file nor text ('none'), both ('both'), or nothing (null). */
export function massInputProblem(input: { file?: File | Blob | null; text?: string | null }): MassInputProblem {
  const hasFile = input.file != null && input.file.size > 0;
  const hasText = (input.text ?? '').trim() !== '';
  if (hasFile && hasText) return 'both';
  return hasFile || hasText ? null : 'none';
}

export const SUCCESS_CODE = '00';
export const CONFIRMATION_CODE = '92';

export type UploadOutcome =
  | { kind: 'uploaded'; batchId: number }
  | { kind: 'confirm'; batchId: number; date: string }
  | { kind: 'refused' };

/** What an upload's answer means for the screen: done, ask to confirm an identical batch (92), or refused. */
export function uploadOutcome(answer: {
  responseCode: string;
  batchId?: number | null;
  date?: string | null;
}): UploadOutcome {
  if (answer.responseCode === SUCCESS_CODE && answer.batchId != null)
    return { kind: 'uploaded', batchId: answer.batchId };
  if (answer.responseCode === CONFIRMATION_CODE && answer.batchId != null) {
    return { kind: 'confirm', batchId: answer.batchId, date: answer.date ?? '' };
  }
  return { kind: 'refused' };
}

/**
 * Uploads, and on code 92 asks the person (`confirm` gets the identical batch's id and date); when they agree,
 * repeats the same upload with ignoreIdenticalBatch. Null when they decline.
 */
export async function uploadWithConfirmation<
  A extends { responseCode: string; batchId?: number | null; date?: string | null },
>(
  upload: (ignoreIdenticalBatch: boolean) => Promise<A>,
  confirm: (identical: { batchId: number; date: string }) => Promise<boolean>,
): Promise<A | null> {
  const first = await upload(false);
  const outcome = uploadOutcome(first);
  if (outcome.kind !== 'confirm') return first;
  return (await confirm(outcome)) ? upload(true) : null;
}

export type RecipientStatus = 'new' | 'pending' | 'paid' | 'refused' | 'expired' | 'error';
const RECIPIENT_STATUSES: readonly string[] = ['new', 'pending', 'paid', 'refused', 'expired', 'error'];

/** The recipient page's status: the server's, defaulting to error when missing or unknown (payments.md 3). */
export const recipientStatus = (status: string | null | undefined): RecipientStatus =>
  status && RECIPIENT_STATUSES.includes(status) ? (status as RecipientStatus) : 'error';

/**
 * The file line of a mass transfer's first payment row: the rows are numbered from 1 (MASS-WIRE.md `rowNumber`),
 * the line counts the header, which a file always has and pasted rows may have (their first line naming the
 * columns, as the sandbox reads it).
 */
export function firstRowLine(input: { file?: Blob | null; text?: string | null }, columns: readonly string[]): number {
  if (input.file) return 2;
  const first = (input.text ?? '').trim().split('\n', 1)[0] ?? '';
  const cells = first.split(',').map((cell) => cell.trim());
  const header = cells.length === columns.length && columns.every((column, i) => cells[i] === column);
  return header ? 2 : 1;
}
