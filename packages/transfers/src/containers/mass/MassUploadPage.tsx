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
import { api, usePermissions, useSession } from '@paydeck/auth';
import { EmptyState } from '@paydeck/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { MassUploadValues } from '../../components/mass/MassUploadScreen';
import { TransfersFrame } from '../../components/section/TransfersFrame';
import type { MassTransferRail } from '../../model/mass-transfer';
import { allowedMassRails } from '../../model/rails';
import { massConfirmPath, massScreens } from './paths';
import { keepPendingMass, newPendingId, valuesOf } from './pending';
import { useForgetMassOnLeave, useMassOwner, usePendingMass } from './usePendingMass';

const loadScreen = () =>
  import('../../components/mass/MassUploadScreen').then((m) => ({ default: m.MassUploadScreen }));
const MassUploadScreen = lazy(loadScreen);
// The confirm screen comes next: its chunk is asked for while the person fills the form.
const preloadConfirm = () => void import('../../components/mass/MassConfirmScreen');

/** transfer/mass/<rail>: the form; Continue keeps the input for this tab (pending.ts) and opens the confirm screen. */
export function MassUploadPage({ rail }: { rail: MassTransferRail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { customer, fromCustomerId } = useSession();
  // The sender's own e-mail (payments.md 7 fromEmailId); not when acting for a company (its login is not theirs).
  const fromEmailId = fromCustomerId == null ? (customer?.login ?? null) : null;
  const allowed = allowedMassRails(usePermissions().has);
  const accounts = useAccounts();
  const samples = useQuery({
    queryKey: accountKeys.massSamples(),
    queryFn: ({ signal }) => fetchMassSamples(api, signal),
    staleTime: 60_000,
  });
  const sampleHref = samples.data?.find((link) => link.type === rail)?.url ?? null;
  const payment = openPaymentAccounts(accounts.data ?? []);
  const owner = useMassOwner();
  const before = usePendingMass();
  useForgetMassOnLeave();
  const initial = before.state !== 'none' && before.pending.input.rail === rail ? valuesOf(before.pending) : undefined;

  async function onContinue(values: MassUploadValues) {
    preloadConfirm();
    const account = payment.find((a) => a.accountId === values.accountId);
    await keepPendingMass({
      id: newPendingId(),
      owner,
      accountNumber: account?.accountNumber ?? '',
      submitKey: null,
      input: {
        rail,
        accountId: values.accountId,
        batchName: values.batchName,
        file: values.file,
        text: values.file ? null : values.text,
        fromEmailId: rail === 'p2p' ? fromEmailId : null,
      },
    });
    await navigate({ to: massConfirmPath(rail) });
  }

  return (
    <PageFrame>
      <TransfersFrame current="mass">
        <Suspense fallback={<ScreenLoading label={t`Loading`} />}>
          {!allowed.includes(rail) ? (
            <EmptyState
              title={t`Not available`}
              description={t`You may not send this kind of mass transfer. Ask your company's administrator.`}
            />
          ) : accounts.isPending ? (
            <ScreenLoading label={t`Loading your accounts`} />
          ) : (
            <MassUploadScreen
              key={rail}
              rail={rail}
              rails={massScreens(allowed)}
              accounts={payment.map((account) => ({
                accountId: account.accountId,
                accountNumber: account.accountNumber,
                available: availableAmount(account),
                currencyCode: account.currencyCode,
              }))}
              sampleHref={sampleHref}
              initial={initial}
              onContinue={onContinue}
            />
          )}
        </Suspense>
      </TransfersFrame>
    </PageFrame>
  );
}
