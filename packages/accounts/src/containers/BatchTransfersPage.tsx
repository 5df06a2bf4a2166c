import { useLingui } from '@lingui/react/macro';
import { api } from '@paydeck/auth';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { fetchBatches, fetchBatchFile, fetchMassSamples } from '../api/history';
import { accountKeys } from '../api/keys';
import { batchFilter, batchHref, type BatchSearch } from '../model/batch-search';
import { toLoadable } from './loadable';
import { PageFrame } from './PageFrame';
import { ScreenLoading } from './ScreenLoading';

// The screen (tables and pickers of the design system, shared by this package's pages) loads in
// parallel with this route's data: its import starts as soon as this module is evaluated.
const loadScreen = () =>
  import('../components/history/BatchTransfersScreen').then((m) => ({ default: m.BatchTransfersScreen }));
void loadScreen();
const BatchTransfersScreen = lazy(loadScreen);

/** /history/batch-transfers, its filter and open file read from the address. */
export function BatchTransfersPage({ search }: { search: BatchSearch }) {
  const { t, i18n } = useLingui();
  const router = useRouter();
  const filter = batchFilter(search);
  const batches = useQuery({
    queryKey: accountKeys.batches(filter),
    queryFn: ({ signal }) => fetchBatches(api, filter, signal),
    placeholderData: keepPreviousData,
  });
  const samples = useQuery({
    queryKey: accountKeys.massSamples(),
    queryFn: ({ signal }) => fetchMassSamples(api, signal),
    staleTime: 10 * 60_000,
  });
  const file = useQuery({
    queryKey: accountKeys.batch(search.batch ?? 0),
    queryFn: ({ signal }) => fetchBatchFile(api, search.batch ?? 0, signal),
    enabled: search.batch !== undefined,
  });
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading batch transfers`} />}>
        <BatchTransfersScreen
          search={search}
          batches={toLoadable(batches, i18n)}
          samples={toLoadable(samples, i18n)}
          file={search.batch === undefined ? null : toLoadable(file, i18n)}
          onSearchChange={(next) => void router.navigate({ href: batchHref(next) })}
          onRetry={() => {
            void batches.refetch();
            void samples.refetch();
          }}
        />
      </Suspense>
    </PageFrame>
  );
}
