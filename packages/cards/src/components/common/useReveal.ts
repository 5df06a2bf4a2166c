import { useCallback, useEffect, useState } from 'react';

/** How long a revealed PIN stays on screen (seconds). */
export const PIN_REVEAL_SECONDS = 10;
/** How long a virtual card's number and CVV stay on screen (seconds). */
export const DETAILS_REVEAL_SECONDS = 30;

const TICK_MS = 250;

export interface Reveal<T> {
  /** The secret while shown; null once hidden. */
  value: T | null;
  /** Whole seconds left before it hides (0 while hidden). */
  secondsLeft: number;
  show: (value: T) => void;
  hide: () => void;
}

/**
 * A secret shown for `seconds`, then forgotten. It also goes when the page is hidden (another tab, the
 * phone locked) and when the component unmounts (leaving the page or closing the dialog). The time is
 * measured against a deadline, so a throttled background timer cannot keep it on screen longer.
 */
export function useReveal<T>(seconds: number): Reveal<T> {
  const [shown, setShown] = useState<{ value: T; until: number } | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const hide = useCallback(() => setShown(null), []);
  const show = useCallback(
    (value: T) => {
      const start = Date.now();
      setNow(start);
      setShown({ value, until: start + seconds * 1000 });
    },
    [seconds],
  );

  const until = shown?.until ?? null;
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      if (current >= until) setShown(null);
      else setNow(current);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [until]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') setShown(null);
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  if (!shown || now >= shown.until) return { value: null, secondsLeft: 0, show, hide };
  return { value: shown.value, secondsLeft: Math.ceil((shown.until - now) / 1000), show, hide };
}
