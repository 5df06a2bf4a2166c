import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { decideMassTransactionRequest, decideTransactionRequests } from '../../api/company-requests';
import { transferKeys } from '../../api/keys';
import type { Deciding } from '../../components/company-requests/DecisionBar';
import type { Outcome } from '../../components/company-requests/DecisionOutcome';
import { summariseDecision } from '../../components/company-requests/selection';

/**
 * Approves or declines the chosen requests in one call, with one Idempotency-Key per intent (a double press
 * sends nothing more; the same choice retried after a network failure books once).
 */
export function useDecision(onDecided: (outcome: Extract<Outcome, { kind: 'decided' }>) => void) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const submission = useRef(createSubmission());
  const [deciding, setDeciding] = useState<Deciding>(null);
  const [batchDeciding, setBatchDeciding] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: [...transferKeys.all, 'requests'] });
    void queryClient.invalidateQueries({ queryKey: transferKeys.requestCount() });
  };

  async function decide(transactionIds: number[], declined: boolean) {
    if (transactionIds.length === 0 || submission.current.pending) return;
    setDeciding(declined ? 'decline' : 'approve');
    setOutcome(null);
    try {
      const results = await submission.current.submit({ transactionIds, declined }, (payload, key) =>
        decideTransactionRequests(api, payload as { transactionIds: number[]; declined: boolean }, key),
      );
      submission.current.reset();
      const decided = { kind: 'decided', declined, summary: summariseDecision(results, declined) } as const;
      setOutcome(decided);
      onDecided(decided);
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error, i18n) });
    } finally {
      setDeciding(null);
      refresh();
    }
  }

  /** A batch (mass request) as a whole (businessMassTransactionRequestApprove). */
  async function decideBatch(batchId: number, declined: boolean) {
    if (submission.current.pending) return;
    setBatchDeciding(batchId);
    setOutcome(null);
    try {
      await submission.current.submit({ batchId, declined }, (payload, key) =>
        decideMassTransactionRequest(api, payload as { batchId: number; declined: boolean }, key),
      );
      submission.current.reset();
      setOutcome({ kind: 'batch', batchId, declined });
    } catch (error) {
      setOutcome({ kind: 'failed', text: failureText(error, i18n) });
    } finally {
      setBatchDeciding(null);
      refresh();
    }
  }

  return { deciding, batchDeciding, outcome, decide, decideBatch };
}
