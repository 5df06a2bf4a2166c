// `service/check-urls` bound to the session's api client: one address at a time, each answer kept for the session.
import { api } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { checkUrls } from '../api/check-urls';
import type { CheckUrl } from '../components/common/url-check';

export function useCheckUrl(): CheckUrl {
  const queryClient = useQueryClient();
  return useCallback(
    (url: string) =>
      queryClient.fetchQuery({
        queryKey: ['kyc-service', 'check-url', url] as const,
        queryFn: async ({ signal }) => (await checkUrls(api, [url], signal))[0]?.status ?? 'ok',
        staleTime: Number.POSITIVE_INFINITY,
      }),
    [queryClient],
  );
}
