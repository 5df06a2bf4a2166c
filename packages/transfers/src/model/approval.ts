// What the app shows after a submit and after the approval's realtime event (payments.md 4).
// Texts are chosen here as kinds; the screens translate them ("Transaction was rejected." is the
// `defaultRejection` kind, a server message is shown as the server wrote it).

/** Approval modes and their numeric ids (payments.md 4: none=0, push=1, sms=2, otp=3, approvalCode=4). */
export const approveTypeIds = { none: 0, push: 1, sms: 2, otp: 3, approvalCode: 4 } as const;
export type ApproveType = keyof typeof approveTypeIds;
export const approveTypes = Object.keys(approveTypeIds) as ApproveType[];

/** A mode sent by name or by its number, as a name (undefined when unknown). */
export function approveTypeOf(value: string | number | null | undefined): ApproveType | undefined {
  if (typeof value === 'number') return approveTypes.find((type) => approveTypeIds[type] === value);
  return approveTypes.find((type) => type === value);
}

/** Company access right 3: initiate (payments.md 6). */
export const INITIATE_ACCESS_RIGHT = 3;

export type SubmitOutcome =
  /** Booked at once: the success popup. */
  | { kind: 'success' }
  /** The approval popup for this mode (push waits for the device; the others take a code). */
  | { kind: 'approval'; approveType: Exclude<ApproveType, 'none'> }
  /** Access right 3: the request waits for the company's approvers; the title is "transaction created". */
  | { kind: 'created' };

export function submitOutcome(input: {
  approveType: ApproveType | undefined;
  accessRight?: number | null;
}): SubmitOutcome {
  if (input.accessRight === INITIATE_ACCESS_RIGHT) return { kind: 'created' };
  const type = input.approveType ?? 'none';
  return type === 'none' ? { kind: 'success' } : { kind: 'approval', approveType: type };
}

export interface ApprovalEvent {
  code: string | undefined;
  message?: string | null;
  errors?: readonly { param: string; description: string }[] | null;
}

export type ApprovalResult =
  | { kind: 'pending' }
  /** "Successfully submitted". */
  | { kind: 'submitted' }
  /** "Failed transaction", with the server's text or the default "Transaction was rejected.". */
  | { kind: 'failed'; text: string | null };

/** The rejection's text: its message, else its first error entry ("param: description"), else null (default). */
export function rejectionText(event: Pick<ApprovalEvent, 'message' | 'errors'>): string | null {
  const message = event.message?.trim();
  if (message) return message;
  const first = event.errors?.[0];
  if (first) return first.param ? `${first.param}: ${first.description}` : first.description;
  return null;
}

/** The popup's state after a realtime `transaction` event about the operation. */
export function approvalResult(event: ApprovalEvent): ApprovalResult {
  switch (event.code) {
    case 'approved':
    case 'booked':
      return { kind: 'submitted' };
    case 'rejected':
      return { kind: 'failed', text: rejectionText(event) };
    default:
      return { kind: 'pending' };
  }
}
