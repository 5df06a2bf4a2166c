import { useState } from 'react';
import type { ApproveType } from '../../model/approval';
import { asksSecondFactor, type OutcomeState, outcomeState, type PopupOutcome } from './outcome-state';

interface Sent<R> {
  result: R;
  /** `open` while the approval popup asks for the second factor; then how it ended (null: it never opened). */
  popup: 'open' | PopupOutcome | null;
}

/**
 * A confirmed transfer's answer and its approval popup. `accept` takes the answer: the popup opens only when the
 * mode asks for a second factor and the screen has a popup to show (stories have none); `settle` closes it with
 * its outcome, and the outcome screen follows. One confirmation at a time: the popup, or the outcome.
 */
export function useSentTransfer<R extends { approveType: ApproveType }>(
  accessRight: number | null | undefined,
  hasPopup: boolean,
  initial: R | null = null,
) {
  const [sent, setSent] = useState<Sent<R> | null>(initial && { result: initial, popup: null });
  const outcome: OutcomeState | null =
    sent && sent.popup !== 'open' ? outcomeState(sent.result, accessRight, sent.popup) : null;
  return {
    result: sent?.result ?? null,
    popupOpen: sent?.popup === 'open',
    outcome,
    accept: (result: R) =>
      setSent({ result, popup: hasPopup && asksSecondFactor(result, accessRight) ? 'open' : null }),
    settle: (popup: PopupOutcome) => setSent((current) => current && { ...current, popup }),
    clear: () => setSent(null),
  };
}
