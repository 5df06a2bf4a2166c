// The approval popup's state (payments.md 4 "Transactions and approvals"; WIRE.md "Approving a submitted
// transfer"): opened from a submit result, moved by the code's answer and by the realtime `transaction`
// event of the operation. Pure: the hook (useApproval.ts) feeds it; the dialog renders it.
import type { SubmitResult } from '../../api/schemas';
import { approvalResult, rejectionText, submitOutcome } from '../../model/approval';

/** Three wrong codes reject the transfer (WIRE.md). */
export const MAX_CODE_ATTEMPTS = 3;
/** The SMS may be sent again 30 s after the last one (WIRE.md: `transferSmsRetry` is refused before). */
export const SMS_RETRY_SECONDS = 30;

export type CodeMode = 'sms' | 'otp' | 'approvalCode';
export type ValidationEntry = { param: string; description: string };

/** Why the typed code was not taken: wrong (with the attempts left), or the server's own words. */
export type CodeProblem = { kind: 'wrong'; attemptsLeft: number } | { kind: 'server'; text: string };

export type ApprovalState =
  /** A code is typed: SMS (to the masked phone), the authenticator, or the approval code of the e-mail. */
  | { step: 'code'; mode: CodeMode; sentTo: string | null; attempts: number; problem: CodeProblem | null }
  /** Push: the device decides; the realtime event ends the wait. */
  | { step: 'push'; sentTo: string | null }
  /** "Successfully submitted". */
  | { step: 'submitted' }
  /** Access right 3: "Transaction created"; the company's approvers decide it. */
  | { step: 'created' }
  /** "Failed transaction": the server's text, or null for "Transaction was rejected.". */
  | { step: 'failed'; text: string | null };

export type FinalStep = 'submitted' | 'created' | 'failed';
export const isFinal = (state: ApprovalState): state is Extract<ApprovalState, { step: FinalStep }> =>
  state.step === 'submitted' || state.step === 'created' || state.step === 'failed';

/** Where the popup starts after a submit (none: success at once; right 3: created; else the mode's wait). */
export function initialApprovalState(
  result: Pick<SubmitResult, 'approveType' | 'approvalSentTo'>,
  accessRight: number | null | undefined,
): ApprovalState {
  const outcome = submitOutcome({ approveType: result.approveType, accessRight });
  if (outcome.kind === 'created') return { step: 'created' };
  if (outcome.kind === 'success') return { step: 'submitted' };
  if (outcome.approveType === 'push') return { step: 'push', sentTo: result.approvalSentTo };
  return { step: 'code', mode: outcome.approveType, sentTo: result.approvalSentTo, attempts: 0, problem: null };
}

export type ApprovalAction =
  /** The realtime `transaction` event of this operation. */
  | { type: 'event'; code: string; message?: string | null; errors?: readonly ValidationEntry[] | null }
  /** transferApprove answered success. */
  | { type: 'codeAccepted' }
  /** transferApprove answered VF: its entries. */
  | { type: 'codeRefused'; errors: readonly ValidationEntry[] }
  /** Any other failure of transferApprove (network, server): shown at the field, the code may be sent again. */
  | { type: 'codeFailed'; text: string }
  /** A new SMS went out. */
  | { type: 'codeResent'; sentTo: string | null };

const WRONG_CODE = /not correct/i;

export function approvalReducer(state: ApprovalState, action: ApprovalAction): ApprovalState {
  if (isFinal(state)) return state; // the first decision stands; later events change nothing
  switch (action.type) {
    case 'event': {
      const result = approvalResult(action);
      if (result.kind === 'submitted') return { step: 'submitted' };
      if (result.kind === 'failed') return { step: 'failed', text: result.text };
      return state;
    }
    case 'codeAccepted':
      return { step: 'submitted' };
    case 'codeRefused':
      return state.step === 'code' ? refused(state, action.errors) : state;
    case 'codeFailed':
      return state.step === 'code' ? { ...state, problem: { kind: 'server', text: action.text } } : state;
    case 'codeResent':
      return state.step === 'code'
        ? { ...state, sentTo: action.sentTo ?? state.sentTo, attempts: 0, problem: null }
        : state;
  }
}

function refused(state: Extract<ApprovalState, { step: 'code' }>, errors: readonly ValidationEntry[]): ApprovalState {
  const entry = errors.find((error) => error.param === 'approvalCode');
  // A refusal of the operation itself (e.g. `trxid: was rejected`): the transfer is over.
  if (!entry) return { step: 'failed', text: rejectionText({ errors }) };
  const attempts = state.attempts + 1;
  if (attempts >= MAX_CODE_ATTEMPTS) return { step: 'failed', text: rejectionText({ errors }) };
  if (!WRONG_CODE.test(entry.description)) {
    return { ...state, attempts, problem: { kind: 'server', text: entry.description } };
  }
  return { ...state, attempts, problem: { kind: 'wrong', attemptsLeft: MAX_CODE_ATTEMPTS - attempts } };
}
