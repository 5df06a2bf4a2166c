import { useLingui } from '@lingui/react/macro';
import { accountKeys, failureText, PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { createSubmission } from '@paydeck/api-client';
import { api } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { fetchMassSummary, massPayload, submitMassTransfer, type MassSubmitAnswer } from '../../api/mass-transfers';
import type { ApprovalOutcome } from '../../components/approval/ApprovalFlow';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { massRouteSegment } from '../../model/mass-transfer';
import { pendingMass, setPendingMass } from './pending';

const loadScreen = () =>
  import('../../components/mass/MassConfirmScreen').then((m) => ({ default: m.MassConfirmScreen }));
const MassConfirmScreen = lazy(loadScreen);
const loadPopup = () => import('../approval/ApprovalPopup').then((m) => ({ default: m.ApprovalPopup }));
const ApprovalPopup = lazy(loadPopup);

/**
 * transfer/external/mass/confirm (`kind` external) and transfer/mass/p2p/confirm (`kind` p2p): the summary asked
 * with onlySummary (nothing booked), then the submit with one Idempotency-Key per intent and the approval popup.
 */
export function MassConfirmPage({ kind }: { kind: 'external' | 'p2p' }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending] = useState(() => {
    const found = pendingMass();
    return found && (found.input.rail === 'p2p') === (kind === 'p2p') ? found : null;
  });
  const summary = useQuery({
    // Not under transferKeys.all: the approval's refresh of this package's lists must not ask the summary again.
    queryKey: ['mass-summary', pending?.id ?? 0],
    queryFn: () => {
      if (!pending) throw new Error('Nothing to confirm');
      return fetchMassSummary(api, pending.input);
    },
    enabled: pending !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const [submission] = useState(createSubmission);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [submitResult, setSubmitResult] = useState<MassSubmitAnswer | null>(null);

  async function onSubmit() {
    if (!pending) return;
    setRefusal(null);
    setSubmitting(true);
    void loadPopup();
    const { input } = pending;
    const intent = {
      ...massPayload(input, false),
      id: pending.id,
      file: input.file instanceof File ? input.file.name : null,
    };
    try {
      const result = await submission.submit(intent, (_payload, key) => submitMassTransfer(api, input, key));
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
      setSubmitResult(result);
    } catch (error) {
      setRefusal(failureText(error, i18n));
    } finally {
      setSubmitting(false);
    }
  }

  function onDone(outcome: ApprovalOutcome) {
    setSubmitResult(null);
    if (outcome === 'failed') return;
    setPendingMass(null);
    void navigate({ to: '/history/batch-transfers' });
  }

  const backRail = pending?.input.rail ?? (kind === 'p2p' ? 'p2p' : 'wire');
  const back = () => void navigate({ to: '/transfer/mass/$rail', params: { rail: massRouteSegment[backRail] } });
  return (
    <PageFrame>
      <TransfersFrame current="mass">
        <Suspense fallback={<ScreenLoading label={t`Loading`} />}>
          <MassConfirmScreen
            pending={
              pending && {
                rail: pending.input.rail,
                batchName: pending.values.batchName,
                accountNumber: pending.accountNumber,
                fileName: pending.input.file instanceof File ? pending.input.file.name : null,
              }
            }
            summary={toLoadable(summary, i18n)}
            onRetry={() => void summary.refetch()}
            onBack={back}
            onSubmit={() => void onSubmit()}
            submitting={submitting}
            refusal={refusal}
          />
        </Suspense>
        {submitResult && (
          <Suspense fallback={null}>
            <ApprovalPopup submitResult={submitResult} onDone={onDone} />
          </Suspense>
        )}
      </TransfersFrame>
    </PageFrame>
  );
}
