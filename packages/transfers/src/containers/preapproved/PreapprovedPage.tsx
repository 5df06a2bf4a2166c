import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { api, useCompanyRights } from '@paydeck/auth';
import type { ServerAnswer } from '@paydeck/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { cancelPreapprovedPayment, fetchPreapprovedPayments, type PreapprovedPayment } from '../../api/preapproved';
import { transferKeys } from '../../api/keys';
import { parsePreapprovedSearch, preapprovedFilter, preapprovedHref } from '../../components/preapproved/search';
import { cancelFailureAnswer } from './action-confirmation';
import { TransfersFrame } from '../../components/section/TransfersFrame';

const loadScreen = () =>
  import('../../components/preapproved/PreapprovedScreen').then((m) => ({ default: m.PreapprovedScreen }));
void loadScreen();
const PreapprovedScreen = lazy(loadScreen);

/** transfer/preapproved-payments: the list by the address's filters; a cancel, or "Action Confirmation" when refused. */
export function PreapprovedPage({ rawSearch }: { rawSearch: Record<string, unknown> }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const queryClient = useQueryClient();
  const search = parsePreapprovedSearch(rawSearch);
  const filter = preapprovedFilter(search);
  const list = useQuery({
    queryKey: transferKeys.preapproved(filter),
    queryFn: ({ signal }) => fetchPreapprovedPayments(api, filter, signal),
  });
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancelled, setCancelled] = useState<PreapprovedPayment | null>(null);
  // A refused or failed cancel: the answer the "Action Confirmation" popup shows (undefined: none open).
  const [refusal, setRefusal] = useState<ServerAnswer | null | undefined>(undefined);
  const sending = useRef(false);
  const { can } = useCompanyRights();

  async function cancel(payment: PreapprovedPayment) {
    if (sending.current) return;
    sending.current = true;
    setCancelling(payment.id);
    setCancelled(null);
    try {
      await cancelPreapprovedPayment(api, payment.id);
      setCancelled(payment);
    } catch (error) {
      setRefusal(cancelFailureAnswer(error));
    } finally {
      sending.current = false;
      setCancelling(null);
      void queryClient.invalidateQueries({ queryKey: [...transferKeys.all, 'preapproved'] });
    }
  }

  return (
    <PageFrame>
      <TransfersFrame current="preapproved">
        <Suspense fallback={<ScreenLoading label={t`Loading the preapproved payments`} />}>
          <PreapprovedScreen
            search={search}
            list={toLoadable(list, i18n)}
            onSearchChange={(next) => {
              setCancelled(null);
              void router.navigate({ href: preapprovedHref(next) });
            }}
            onCancel={can('initiate') ? (payment) => void cancel(payment) : undefined}
            cancelling={cancelling}
            cancelled={cancelled}
            refusal={refusal}
            onRefusalClosed={() => setRefusal(undefined)}
            onRetry={() => void list.refetch()}
          />
        </Suspense>
      </TransfersFrame>
    </PageFrame>
  );
}
