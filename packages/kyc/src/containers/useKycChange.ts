import { useQueryClient } from '@tanstack/react-query';
import { authKeys } from '@paydeck/auth';
import { useCallback } from 'react';
import { kycKeys } from '../api/keys';

/**
 * Wraps a call that changes the person's records: afterwards every kyc answer is read again, and customer info
 * too (its isNeedKyc and verified flags move the guard and the landing).
 */
export function useKycChange() {
  const queryClient = useQueryClient();
  return useCallback(
    <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
      async (...args: A): Promise<R> => {
        try {
          return await run(...args);
        } finally {
          await Promise.all([
            queryClient.invalidateQueries({ queryKey: kycKeys.all }),
            queryClient.refetchQueries({ queryKey: authKeys.customer() }),
          ]);
        }
      },
    [queryClient],
  );
}
