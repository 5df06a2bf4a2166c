import { useLingui } from '@lingui/react/macro';
import { toLoadable } from '@paydeck/accounts';
import { api, usePermissions } from '@paydeck/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { transferKeys } from '../../api/keys';
import { fetchRecentTransfersSplit } from '../../api/p2p';
import { RecentTransfersPanel } from './RecentTransfersPanel';

/** Own and third-party recent transfers (WIRE.md `recentTransfers` without a type); refreshed with `transferKeys.all`. */
export const recentSplitQuery = () =>
  queryOptions({
    queryKey: transferKeys.recent(null),
    queryFn: ({ signal }) => fetchRecentTransfersSplit(api, signal),
  });

/** The panel with this session's recent transfers and permission flags. */
export function RecentTransfers() {
  const { i18n } = useLingui();
  const { has } = usePermissions();
  const query = useQuery(recentSplitQuery());
  return <RecentTransfersPanel recent={toLoadable(query, i18n)} has={has} onRetry={() => void query.refetch()} />;
}
