import { useLingui } from '@lingui/react/macro';
import { failureText } from '@paydeck/accounts';
import { useCallback, useRef, useState } from 'react';

/**
 * One action a screen runs (a call that changes something): pending while it runs, its failure as text, a
 * second press ignored while the first runs. Answers whether it succeeded.
 */
export function useAction<A extends unknown[]>(run: (...args: A) => Promise<unknown>) {
  const { i18n } = useLingui();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const start = useCallback(
    async (...args: A): Promise<boolean> => {
      if (running.current) return false;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        await run(...args);
        return true;
      } catch (failure) {
        setError(failureText(failure, i18n));
        return false;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [run, i18n],
  );
  return { start, pending, error, clearError: () => setError(null) };
}

/** The first message of a TanStack Form field's errors (strings or Standard Schema issues). */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string')
      return error.message;
  }
  return undefined;
}
