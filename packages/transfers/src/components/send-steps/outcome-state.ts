// Where a confirmed transfer goes (DESIGN "money leaves in three steps"): the confirm's answer opens the
// approval popup only when the approval mode asks for a second factor; otherwise, and once the popup is
// decided or closed, one outcome screen says what happened. Pure; the screens render it.
import { type ApproveType, submitOutcome } from '../../model/approval';

/** How the approval popup ended: decided (`submitted`, `created`, `failed`) or closed while it waits. */
export type PopupOutcome = 'submitted' | 'created' | 'failed' | 'waiting';

/** What the outcome screen says: booked, waiting for the person's approval, created for the approvers, failed. */
export type OutcomeState = 'success' | 'approval' | 'created' | 'failed';

interface Answer {
  approveType: ApproveType;
}

/** The confirm's answer needs the approval popup: a second factor (push, SMS, authenticator, e-mail code). */
export const asksSecondFactor = (answer: Answer, accessRight: number | null | undefined): boolean =>
  submitOutcome({ approveType: answer.approveType, accessRight }).kind === 'approval';

/** The outcome screen's state: the popup's decision when there was one, else what the answer itself says. */
export function outcomeState(
  answer: Answer,
  accessRight: number | null | undefined,
  popup: PopupOutcome | null,
): OutcomeState {
  if (popup === 'submitted') return 'success';
  if (popup === 'created' || popup === 'failed') return popup;
  return submitOutcome({ approveType: answer.approveType, accessRight }).kind;
}
