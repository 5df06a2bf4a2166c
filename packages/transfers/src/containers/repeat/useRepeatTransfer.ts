import { api } from '@paydeck/auth';
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { transferKeys } from '../../api/keys';
import { fetchRecentTransferDetails, type RepeatableType } from '../../api/recent-transfer-details';
import { repeatForm } from './repeat-search';

/**
 * The transfer `?repeat=` names (`recentTransferDetails`), asked once per id. One of another type is repeated on
 * its own form: the address is replaced by that form's, with the same `?repeat=`.
 */
export function useRepeatTransfer(transactionId: number | undefined, own: RepeatableType) {
  const router = useRouter();
  const query = useQuery({
    queryKey: transferKeys.repeat(transactionId ?? 0),
    queryFn: ({ signal }) => fetchRecentTransferDetails(api, transactionId as number, signal),
    enabled: transactionId !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const elsewhere = query.data && query.data.type !== own ? repeatForm(query.data.type) : null;
  useEffect(() => {
    if (elsewhere && transactionId !== undefined)
      void router.navigate({ to: elsewhere, search: { repeat: transactionId } as never, replace: true });
  }, [elsewhere, transactionId, router]);
  return query;
}
