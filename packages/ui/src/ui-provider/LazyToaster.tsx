import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toastQueue } from '../toast/toastQueue';

// The toast region (react-aria's, with its landmark and live announcements) loads with the first
// toast: it stays out of every page's first paint. Toaster is deliberately not exported by index.ts,
// or the bundler would keep it in the initial chunk.
const Toaster = lazy(() => import('../toast/Toaster').then((module) => ({ default: module.Toaster })));

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

export function LazyToaster() {
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [loaded, setLoaded] = useState(false);
  if (showing && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
