import { useLingui } from '@lingui/react/macro';
import {
  accountKeys,
  availableAmount,
  openPaymentAccounts,
  PageFrame,
  ScreenLoading,
  useAccounts,
} from '@paydeck/accounts';
import { fetchMassSamples } from '@paydeck/accounts/api';
import { api, usePermissions } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { type BatchUpload, uploadBatch } from '../../api/global-pay';
import type { UploadValues } from '../../components/global-pay/UploadScreen';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import { type FileRefusal, fileRefusalsOf } from '../../model/file-refusal';
import { uploadOutcome } from '../../model/mass-input';
import { allowedMassRails } from '../../model/rails';
import { massScreens, massUploadPath } from '../mass/paths';
import { failureText } from './failure';

const loadScreen = () => import('../../components/global-pay/UploadScreen').then((m) => ({ default: m.UploadScreen }));
const UploadScreen = lazy(loadScreen);
// The batch screen comes next: its chunk is asked for while the person picks the file.
const preloadBatchScreen = () => void import('../../components/global-pay/BatchScreen');

/** transfer/mass/global: upload; code 92 asks to confirm an identical batch, then repeats with ignoreIdenticalBatch. */
export function GlobalPayUploadPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const accounts = useAccounts();
  // history's global sample (massSampleLinkList) has exactly the batch file's columns; its link is signed and
  // expires, so it is asked when the page opens
  const samples = useQuery({
    queryKey: accountKeys.massSamples(),
    queryFn: ({ signal }) => fetchMassSamples(api, signal),
    staleTime: 60_000,
  });
  const [identical, setIdentical] = useState<{ batchId: number; date: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [fileRefusals, setFileRefusals] = useState<FileRefusal[] | null>(null);
  // global pay is this screen: it stays in the switcher, whatever the flags say of the others
  const others = massScreens(allowedMassRails(usePermissions().has));
  const rails = others.some((entry) => entry.rail === 'global')
    ? others
    : [...others, { rail: 'global' as const, href: massUploadPath('global') }];
  const [confirming, setConfirming] = useState(false);
  const pending = useRef<Omit<BatchUpload, 'ignoreIdenticalBatch'> | null>(null);

  async function send(upload: Omit<BatchUpload, 'ignoreIdenticalBatch'>, ignoreIdenticalBatch: boolean) {
    setRefusal(null);
    setFileRefusals(null);
    try {
      const outcome = uploadOutcome(await uploadBatch(api, { ...upload, ignoreIdenticalBatch }));
      if (outcome.kind === 'confirm') {
        pending.current = upload;
        setIdentical(outcome);
      } else if (outcome.kind === 'uploaded') {
        setIdentical(null);
        await navigate({ to: '/transfer/external/global-summary', search: { batchId: outcome.batchId } });
      }
    } catch (error) {
      setIdentical(null);
      const refusals = fileRefusalsOf(error);
      if (refusals) setFileRefusals(refusals);
      else setRefusal(failureText(error, t`The batch could not be uploaded. Please try again.`));
    }
  }

  useEffect(preloadBatchScreen, []);
  const payment = openPaymentAccounts(accounts.data ?? []);
  return (
    <PageFrame>
      <TransfersFrame current="mass">
        <Suspense fallback={<ScreenLoading label={t`Loading`} />}>
          {accounts.isPending ? (
            <ScreenLoading label={t`Loading your accounts`} />
          ) : (
            <UploadScreen
              rails={rails}
              accounts={payment.map((account) => ({
                accountId: account.accountId,
                accountNumber: account.accountNumber,
                available: availableAmount(account),
                currencyCode: account.currencyCode,
              }))}
              sampleHref={samples.data?.find((link) => link.type === 'global')?.url ?? null}
              onUpload={(values: UploadValues) => send(values, false)}
              identical={identical}
              confirming={confirming}
              onConfirmIdentical={() => {
                if (!pending.current) return;
                setConfirming(true);
                void send(pending.current, true).finally(() => setConfirming(false));
              }}
              onDismissIdentical={() => setIdentical(null)}
              refusal={refusal}
              fileRefusals={fileRefusals}
            />
          )}
        </Suspense>
      </TransfersFrame>
    </PageFrame>
  );
}
