import { accountKeys } from '@paydeck/accounts';
import { fetchTransactionDetails } from '@paydeck/accounts/api';
import { newIdempotencyKey } from '@paydeck/api-client';
import { api, realtime, useAccessRight } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { approveTransfer, retryTransferSms } from '../../api/approvals';
import { transferKeys } from '../../api/keys';
import type { SubmitResult } from '../../api/schemas';
import { ApprovalFlow, type ApprovalOutcome } from '../../components/approval/ApprovalFlow';
import { operationStatusOf } from '../../components/approval/status-watch';
import type { ApprovalDeps } from '../../components/approval/useApproval';

// The session's calls, made once: transferApprove (each code its own intent), the SMS retry, the session's
// realtime channel (its `transaction` events) and the transaction's history row (asked while waiting, in case an
// event was missed).
const sessionDeps: ApprovalDeps = {
  approve: (input) => approveTransfer(api, input, newIdempotencyKey()),
  retrySms: (trxid) => retryTransferSms(api, trxid),
  subscribe: (listener) => {
    realtime.start(); // already open in a signed-in session
    return realtime.subscribe(listener, 'transaction');
  },
  status: async (transactionId, signal) => operationStatusOf(await fetchTransactionDetails(api, transactionId, signal)),
};

export interface ApprovalPopupProps {
  /** The answer of a money-moving submit; null renders nothing. */
  submitResult: SubmitResult | null;
  /** The person closed the popup: `submitted`, `created`, `failed`, or `waiting` (closed before the decision). */
  onDone: (outcome: ApprovalOutcome) => void;
  /** Shown under "Successfully submitted" / "Transaction created" (the transaction id, the fee, a link). */
  details?: ReactNode;
  /**
   * Called once when the approval is decided, before anyone closes the popup: a screen with its own outcome
   * closes the popup here, so the person sees one confirmation, not the popup's and then the screen's.
   */
  onDecided?: (outcome: Exclude<ApprovalOutcome, 'waiting'>) => void;
}

/**
 * The approval popup every money-moving submit opens with its submit result (README "Approval popup").
 * When the approval is decided it refreshes the balances, history and this package's lists.
 */
export function ApprovalPopup({ submitResult, onDone, details, onDecided }: ApprovalPopupProps) {
  const accessRight = useAccessRight(); // right 3 ("Transaction created") without a company chosen too
  const queryClient = useQueryClient();
  const onSettled = useCallback(
    (outcome: Exclude<ApprovalOutcome, 'waiting'>) => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      void queryClient.invalidateQueries({ queryKey: transferKeys.all });
      onDecided?.(outcome);
    },
    [queryClient, onDecided],
  );
  if (!submitResult) return null;
  return (
    <ApprovalFlow
      key={submitResult.operationId}
      submitResult={submitResult}
      deps={sessionDeps}
      accessRight={accessRight}
      onDone={onDone}
      onSettled={onSettled}
      details={details}
    />
  );
}

export type { ApprovalOutcome };
