import { media } from '@paydeck/ui';
import { useSyncExternalStore } from 'react';

const query = media.below.tablet;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/**
 * True below the tablet breakpoint (768 px): a phone, where a transaction's details are a page of their own
 * instead of a dialog over the list. Without a window the phone layout is assumed (mobile first, as useViewFlags).
 */
export function useBelowTablet(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
