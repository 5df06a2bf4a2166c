// `?repeat=<transactionId>` on transfer/external: the transfer read with `recentTransferDetails` (the same query
// as the other forms' useRepeatTransfer). An own or p2p transfer is repeated on its own form: the address is
// replaced by that form's, with the same `?repeat=`.
import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { transferKeys } from '../../api/keys';
import { fetchRecentTransferDetails } from '../../api/recent-transfer-details';
import { repeatForm } from '../repeat/repeat-search';

export function useExternalRepeat(transactionId: number | undefined) {
  const router = useRouter();
  const query = useQuery({
    queryKey: transferKeys.repeat(transactionId ?? 0),
    queryFn: ({ signal }) => fetchRecentTransferDetails(api, transactionId as number, signal),
    enabled: transactionId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const type = query.data?.type;
  const elsewhere = type === 'betweenAccounts' || type === 'p2p' ? repeatForm(type) : null;
  useEffect(() => {
    if (elsewhere && transactionId !== undefined)
      void router.navigate({ to: elsewhere, search: { repeat: transactionId } as never, replace: true });
  }, [elsewhere, transactionId, router]);
  return query;
}
