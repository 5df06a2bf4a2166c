import { useLingui } from '@lingui/react/macro';
import { PageFrame, ScreenLoading, toLoadable } from '@paydeck/accounts';
import { realtime, useCompanyRights } from '@paydeck/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useEffect } from 'react';
import { fetchContracts } from '../api/contracts';
import { contractKeys } from '../api/keys';
import { type ContractSearch, contractListQuery, parseContractSearch } from '../model/search';
import { contractsClient, useActingCustomer } from './client';

const loadContractsScreen = () => import('../components/ContractsScreen').then((m) => ({ default: m.ContractsScreen }));
void loadContractsScreen();
const ContractsScreen = lazy(loadContractsScreen);

const href = (search: Required<ContractSearch>) => {
  const query = new URLSearchParams();
  if (search.statuses.length) query.set('statuses', search.statuses.join(','));
  if (search.companyName) query.set('companyName', search.companyName);
  if (search.counterpartyName) query.set('counterpartyName', search.counterpartyName);
  if (search.orderBy !== 'INCOMING_FIRST') query.set('orderBy', search.orderBy);
  if (search.orderDir !== 'DESC') query.set('orderDir', search.orderDir);
  const text = query.toString();
  return text ? `/revenue-split?${text}` : '/revenue-split';
};

/** revenue-split: the list by the address's search; follows the smart-contract notifications. */
export function ContractsPage() {
  const rawSearch = useSearch({ strict: false }) as Record<string, unknown>;
  const { t, i18n } = useLingui();
  const { can } = useCompanyRights();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useActingCustomer();
  const search = parseContractSearch(rawSearch);
  const query = contractListQuery(search);
  const list = useQuery({
    queryKey: [...contractKeys.list(query), me],
    queryFn: ({ signal }) => fetchContracts(contractsClient, query, signal),
    enabled: me !== null,
  });
  useEffect(() => {
    realtime.start();
    return realtime.subscribe(
      () => void queryClient.invalidateQueries({ queryKey: contractKeys.all }),
      ['notification'],
    );
  }, [queryClient]);
  return (
    <PageFrame>
      <Suspense fallback={<ScreenLoading label={t`Loading the contracts`} />}>
        <ContractsScreen
          search={search}
          list={toLoadable(list, i18n)}
          onSearchChange={(next) => void router.navigate({ href: href(next), replace: true })}
          onRetry={() => void list.refetch()}
          canCreate={can('manage')}
        />
      </Suspense>
    </PageFrame>
  );
}
