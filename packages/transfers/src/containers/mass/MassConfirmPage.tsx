import { useLingui } from '@lingui/react/macro';
import { accountKeys, failureText, PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { createSubmission, newIdempotencyKey } from '@paydeck/api-client';
import { fetchMassSamples } from '@paydeck/accounts/api';
import { api } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo, useState } from 'react';
import { fetchMassSummary, massPayload, submitMassTransfer, type MassSubmitAnswer } from '../../api/mass-transfers';
import type { ApprovalOutcome } from '../../components/approval/ApprovalFlow';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { fileRefusalsOf } from '../../model/file-refusal';
import { firstRowLine } from '../../model/mass-input';
import { massColumns, massRouteSegment } from '../../model/mass-transfer';
import { massUploadPath } from './paths';
import { forgetPendingMass, rememberSubmitKey } from './pending';
import { useForgetMassOnLeave, usePendingMass } from './usePendingMass';

/** Idempotency keys: first the one a submit before a reload was sent with (the server answers it once). */
const storedKeyFirst = (stored: string | null) => () => {
  const key = stored ?? newIdempotencyKey();
  stored = null;
  return key;
};

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
  const read = usePendingMass(kind);
  useForgetMassOnLeave();
  const pending = read.state === 'ready' ? read.pending : null;
  const summary = useQuery({
    // Not under transferKeys.all: the approval's refresh of this package's lists must not ask the summary again.
    queryKey: ['mass-summary', pending?.id ?? ''],
    queryFn: () => {
      if (!pending) throw new Error('Nothing to confirm');
      return fetchMassSummary(api, pending.input);
    },
    enabled: pending !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
  const samples = useQuery({
    queryKey: accountKeys.massSamples(),
    queryFn: ({ signal }) => fetchMassSamples(api, signal),
    staleTime: 60_000,
  });
  // The first key is the one a submit before a reload was sent with: the server answers it once.
  const storedKey = pending?.submitKey ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one submission per pending upload (its id)
  const submission = useMemo(() => createSubmission(storedKeyFirst(storedKey)), [pending?.id]);
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
      file: input.file?.name ?? null,
    };
    try {
      const result = await submission.submit(intent, (_payload, key) => {
        rememberSubmitKey(pending.id, key);
        return submitMassTransfer(api, input, key);
      });
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
    forgetPendingMass();
    void navigate({ to: '/history/batch-transfers' });
  }

  const backRail = read.state === 'none' ? (kind === 'p2p' ? 'p2p' : 'wire') : read.pending.input.rail;
  const back = () => void navigate({ to: '/transfer/mass/$rail', params: { rail: massRouteSegment[backRail] } });
  return (
    <PageFrame>
      <TransfersFrame current="mass">
        <Suspense fallback={<ScreenLoading label={t`Loading`} />}>
          <MassConfirmScreen
            pending={
              pending && {
                rail: pending.input.rail,
                batchName: pending.input.batchName,
                accountNumber: pending.accountNumber,
                fileName: pending.input.file?.name ?? null,
                firstLine: firstRowLine(pending.input, massColumns[pending.input.rail]),
              }
            }
            sampleHref={samples.data?.find((link) => link.type === backRail)?.url ?? null}
            fileRefusals={summary.isError ? fileRefusalsOf(summary.error) : null}
            uploadHref={massUploadPath(backRail)}
            fileToChooseAgain={read.state === 'fileNotKept' ? read.fileName : null}
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
