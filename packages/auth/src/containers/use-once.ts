import { useEffect, useRef } from 'react';

/** Runs `effect` once per mounted page (StrictMode's second run in development included): single-use codes are spent once. */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once by design, whatever `effect` captures
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, []);
}
