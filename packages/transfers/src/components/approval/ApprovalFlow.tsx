import { type ReactNode, useEffect, useRef } from 'react';
import type { SubmitResult } from '../../api/schemas';
import { ApprovalDialog } from './ApprovalDialog';
import { type ApprovalState, isFinal } from './approval-state';
import { type ApprovalDeps, useApproval } from './useApproval';

/** How the popup ended when the person closed it; `waiting`: closed before the approval decided. */
export type ApprovalOutcome = 'submitted' | 'created' | 'failed' | 'waiting';

export interface ApprovalFlowProps {
  submitResult: SubmitResult;
  deps: ApprovalDeps;
  accessRight?: number | null | undefined;
  /** Called once, when the person closes the popup. */
  onDone: (outcome: ApprovalOutcome) => void;
  /** Called once, when the approval is decided (refresh balances here). */
  onSettled?: ((outcome: Exclude<ApprovalOutcome, 'waiting'>) => void) | undefined;
  details?: ReactNode;
  retrySeconds?: number;
}

const outcomeOf = (state: ApprovalState): ApprovalOutcome => (isFinal(state) ? state.step : 'waiting');

/** The approval popup with its behaviour, the calls given as `deps` (tests and stories pass fakes). */
export function ApprovalFlow({
  submitResult,
  deps,
  accessRight,
  onDone,
  onSettled,
  details,
  retrySeconds,
}: ApprovalFlowProps) {
  const approval = useApproval(submitResult, { deps, accessRight, retrySeconds });
  const { state } = approval;
  const settled = useRef(false);
  useEffect(() => {
    if (!isFinal(state) || settled.current) return;
    settled.current = true;
    onSettled?.(state.step);
  }, [state, onSettled]);
  return (
    <ApprovalDialog
      state={state}
      busy={approval.busy}
      retry={approval.retry}
      onSubmitCode={(code) => void approval.submitCode(code)}
      onRetrySms={() => void approval.retrySms()}
      onClose={() => onDone(outcomeOf(state))}
      details={details}
    />
  );
}
