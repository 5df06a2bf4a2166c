import { useLingui } from '@lingui/react/macro';
import { accountKeys, availableAmount, PageFrame, ScreenLoading, useAccounts } from '@paydeck/accounts';
import { fetchMassSamples } from '@paydeck/accounts/api';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  addPayment,
  type Batch,
  type BatchSubmitAnswer,
  batchApproval,
  cancelBatch,
  editPayment,
  fetchBatch,
  fetchGlobalSummary,
  type PaymentRow,
  type RowEdit,
  submitBatch,
} from '../../api/global-pay';
import { transferKeys } from '../../api/keys';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { predictRow } from './predict-row';
import { rowEditFor } from './row-edit';
import { failureText } from './failure';

const loadScreen = () => import('../../components/global-pay/BatchScreen').then((m) => ({ default: m.BatchScreen }));
const BatchScreen = lazy(loadScreen);
// Asked for only when the submitter confirms the batch with their own second factor.
const loadPopup = () => import('../approval/ApprovalPopup').then((m) => ({ default: m.ApprovalPopup }));
const ApprovalPopup = lazy(loadPopup);

type Outcome = BatchSubmitAnswer & { shown: 'submitted' | 'waiting' | 'confirming' };

const batchKey = (batchId: number) => [...transferKeys.all, 'global-pay', batchId] as const;

/**
 * transfer/external/global-summary?batchId=: the batch screen; each edit replaces its row, then the summary. The
 * submit is reviewed first (the screen's dialog), sent with one Idempotency-Key, and its answer is the outcome.
 */
export function GlobalPayBatchPage({ batchId }: { batchId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const batch = useQuery({ queryKey: batchKey(batchId), queryFn: ({ signal }) => fetchBatch(api, batchId, signal) });
  const accounts = useAccounts();
  const samples = useQuery({
    queryKey: accountKeys.massSamples(),
    queryFn: ({ signal }) => fetchMassSamples(api, signal),
    staleTime: 60_000,
  });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  /** The batch held for the submitter's own second factor: the approval popup is open. */
  const [confirming, setConfirming] = useState<BatchSubmitAnswer | null>(null);
  const submission = useRef(createSubmission());

  const patch = (change: (batch: Batch) => Batch) =>
    queryClient.setQueryData<Batch>(batchKey(batchId), (current) => (current ? change(current) : current));
  const refreshSummary = async () => {
    const summary = await fetchGlobalSummary(api, batchId);
    patch((current) => ({ ...current, summary }));
  };
  const replaceRow = (row: PaymentRow) =>
    patch((current) => ({
      ...current,
      payments: current.payments.map((p) => (p.paymentId === row.paymentId ? row : p)),
    }));

  async function edit(row: PaymentRow, change: RowEdit) {
    setBusyId(row.paymentId);
    setFailure(null);
    replaceRow(predictRow(row, change));
    try {
      replaceRow(await editPayment(api, batchId, row.paymentId, change));
      await refreshSummary();
    } catch (error) {
      replaceRow(row);
      setFailure(failureText(error, t`The payment could not be changed. Please try again.`));
    } finally {
      setBusyId(null);
    }
  }

  async function whole(action: () => Promise<unknown>, fallback: string) {
    setFailure(null);
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      setFailure(failureText(error, fallback));
    } finally {
      setSubmitting(false);
      await queryClient.invalidateQueries({ queryKey: batchKey(batchId) });
    }
  }

  const account = accounts.data?.find((candidate) => candidate.accountId === batch.data?.accountId);
  return (
    <PageFrame>
      <TransfersFrame current="mass">
        <Suspense fallback={<ScreenLoading label={t`Loading the batch`} />}>
          {batch.data ? (
            <BatchScreen
              batch={batch.data}
              account={account ? { accountNumber: account.accountNumber, available: availableAmount(account) } : null}
              sampleHref={samples.data?.find((link) => link.type === 'global')?.url ?? null}
              busyId={busyId}
              failure={failure}
              submitting={submitting}
              outcome={
                outcome && {
                  status: outcome.shown,
                  transactionId: outcome.transactionId,
                  count: batch.data.summary.count,
                  total: outcome.estimatedTotal,
                }
              }
              onSaveRow={async (row, data, feeShare) => {
                if (row) return edit(row, rowEditFor(row, data, feeShare));
                const added = await addPayment(api, batchId, data);
                patch((current) => ({ ...current, payments: [...current.payments, added] }));
                await refreshSummary();
              }}
              onRemove={(row) => void edit(row, { kind: 'remove' })}
              onRestore={(row) => void edit(row, { kind: 'restore' })}
              onFeeSide={(row, feeShare) => void edit(row, { kind: 'setFeeSide', feeShare })}
              onForbid={(row, method, forbidden) => void edit(row, { kind: 'setMethodForbidden', method, forbidden })}
              onSubmit={() =>
                whole(async () => {
                  const answer = await submission.current.submit({ batchId }, (_p, key) =>
                    submitBatch(api, batchId, key),
                  );
                  if (batchApproval(answer)) setConfirming(answer);
                  else setOutcome({ ...answer, shown: answer.status });
                  // The money left (or is held): the balances change now.
                  void queryClient.invalidateQueries({ queryKey: accountKeys.all });
                }, t`The batch could not be submitted. Please try again.`)
              }
              onCancel={() =>
                void whole(() => cancelBatch(api, batchId), t`The batch could not be canceled. Please try again.`)
              }
            />
          ) : batch.isError ? (
            <p role="alert">{failureText(batch.error, t`The batch could not be loaded. Please try again.`)}</p>
          ) : (
            <ScreenLoading label={t`Loading the batch`} />
          )}
        </Suspense>
        {confirming ? (
          <Suspense fallback={null}>
            <ApprovalPopup
              submitResult={batchApproval(confirming)}
              onDecided={(decided) => {
                setConfirming(null);
                if (decided === 'failed') {
                  setFailure(
                    t`The batch was not confirmed: the money is back on the account and the batch is a draft again.`,
                  );
                  void queryClient.invalidateQueries({ queryKey: batchKey(batchId) });
                } else setOutcome({ ...confirming, shown: 'submitted' });
              }}
              onDone={(closed) => {
                if (closed !== 'waiting') return;
                setConfirming(null);
                setOutcome({ ...confirming, shown: 'confirming' });
              }}
            />
          </Suspense>
        ) : null}
      </TransfersFrame>
    </PageFrame>
  );
}
