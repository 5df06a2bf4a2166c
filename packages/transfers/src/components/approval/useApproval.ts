// The approval popup's behaviour: its state from the submit result, the realtime event of the operation (and the
// transaction's status, asked while waiting in case the event was missed), the code sent with transferApprove, and the SMS
// retry with its wait. The calls come in as `deps`, so the popup is tested and storied without a server
// (containers/approval/ApprovalPopup.tsx binds the session's).
import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { isApiError } from '@paydeck/api-client';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { readTransactionEvent } from '../../api/approvals';
import type { SubmitResult } from '../../api/schemas';
import {
  type ApprovalState,
  approvalReducer,
  initialApprovalState,
  isFinal,
  SMS_RETRY_SECONDS,
} from './approval-state';
import { type OperationStatus, useStatusWatch } from './status-watch';

export interface ApprovalDeps {
  /** transferApprove (`trxid` is the submit's operationId). */
  approve: (input: { trxid: string; approvalCode: string }) => Promise<unknown>;
  /** transferSmsRetry; without it an SMS code has no "Send the code again". */
  retrySms?: (trxid: string) => Promise<{ approvalSentTo: string | null; retryAfterSeconds: number }>;
  /** Listens to the realtime `transaction` events (raw; read here); returns the unsubscribe. */
  subscribe: (listener: (event: unknown) => void) => () => void;
  /**
   * Where the submitted transaction stands (its history row), asked while the popup waits in case the event was
   * missed; without it only events decide.
   */
  status?: (transactionId: number, signal: AbortSignal) => Promise<OperationStatus>;
}

export interface SmsRetryView {
  /** Seconds until a new SMS may be asked for (0: now). */
  inSeconds: number;
  busy: boolean;
  /** Why the last retry failed, in words. */
  problem: string | null;
}

export interface UseApprovalOptions {
  deps: ApprovalDeps;
  /** The session's company access right (3 initiates: "Transaction created"). */
  accessRight?: number | null | undefined;
  /** The first SMS's wait before a retry (WIRE.md: 30 s). */
  retrySeconds?: number;
}

const WAIT_SECONDS = /wait (\d+) seconds?/i;

export function useApproval(
  result: SubmitResult,
  { deps, accessRight, retrySeconds = SMS_RETRY_SECONDS }: UseApprovalOptions,
) {
  const { i18n } = useLingui();
  const [state, dispatch] = useReducer(approvalReducer, undefined, () => initialApprovalState(result, accessRight));
  const [busy, setBusy] = useState(false);
  const [retryAt, setRetryAt] = useState(() => Date.now() + retrySeconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const [retryBusy, setRetryBusy] = useState(false);
  const [retryProblem, setRetryProblem] = useState<string | null>(null);
  const sending = useRef(false);
  const { operationId, transactionId } = result;
  const final = isFinal(state);

  const check = useMemo(() => {
    const { status } = deps;
    return status && ((signal: AbortSignal) => status(transactionId, signal));
  }, [deps, transactionId]);
  useStatusWatch(!final, check, dispatch);

  useEffect(() => {
    if (final) return;
    return deps.subscribe((raw) => {
      const event = readTransactionEvent(raw);
      if (!event || event.transaction.operationId !== operationId) return;
      dispatch({ type: 'event', code: event.code, ...event.transaction });
    });
  }, [deps, operationId, final]);

  const counting = state.step === 'code' && state.mode === 'sms' && retryAt > now;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting]);

  const submitCode = useCallback(
    async (approvalCode: string) => {
      if (sending.current) return; // a second press while the first is on its way sends nothing
      sending.current = true;
      setBusy(true);
      try {
        await deps.approve({ trxid: operationId, approvalCode });
        dispatch({ type: 'codeAccepted' });
      } catch (error) {
        if (isApiError(error) && error.code === 'VF' && error.validationErrors.length > 0) {
          dispatch({ type: 'codeRefused', errors: error.validationErrors });
        } else {
          dispatch({ type: 'codeFailed', text: failureText(error, i18n) });
        }
      } finally {
        sending.current = false;
        setBusy(false);
      }
    },
    [deps, operationId, i18n],
  );

  const retrySms = useCallback(async () => {
    if (!deps.retrySms) return;
    setRetryBusy(true);
    setRetryProblem(null);
    try {
      const answer = await deps.retrySms(operationId);
      dispatch({ type: 'codeResent', sentTo: answer.approvalSentTo });
      setRetryAt(Date.now() + answer.retryAfterSeconds * 1000);
    } catch (error) {
      const wait = isApiError(error) ? WAIT_SECONDS.exec(error.validationErrors[0]?.description ?? '') : null;
      if (wait) setRetryAt(Date.now() + Number(wait[1]) * 1000);
      else setRetryProblem(failureText(error, i18n));
    } finally {
      setNow(Date.now());
      setRetryBusy(false);
    }
  }, [deps, operationId, i18n]);

  const retry: SmsRetryView | undefined = deps.retrySms && {
    inSeconds: Math.max(0, Math.ceil((retryAt - now) / 1000)),
    busy: retryBusy,
    problem: retryProblem,
  };
  return { state: state as ApprovalState, busy, retry, submitCode, retrySms };
}
