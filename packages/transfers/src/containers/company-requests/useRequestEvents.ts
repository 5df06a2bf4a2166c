import { realtime } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { transferKeys } from '../../api/keys';
import { requestEventEffect } from './request-events';

/** The requests list and the header count follow the realtime events: a new request appears without a reload. */
export function useRequestEvents(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    return realtime.subscribe(
      (event) => {
        const effect = requestEventEffect(event);
        if (effect.count !== undefined) queryClient.setQueryData(transferKeys.requestCount(), effect.count);
        if (!effect.refresh) return;
        void queryClient.invalidateQueries({ queryKey: [...transferKeys.all, 'requests'] });
        if (effect.count === undefined) void queryClient.invalidateQueries({ queryKey: transferKeys.requestCount() });
      },
      ['transaction', 'notification'],
    );
  }, [enabled, queryClient]);
}
