import { type ComponentType, lazy } from 'react';

export type LazyScreen<P extends object> = ComponentType<P> & {
  /** Loads the screen's code (once); a route's loader returns it, so the route draws when the code is in. */
  preload: () => Promise<unknown>;
};

/**
 * A page's screen, code-split. Drawn before its code is in, it suspends like `React.lazy`; once loaded (a route's
 * loader waited for `preload()`), it draws at once. That matters: React keeps a Suspense fallback it has shown for at
 * least 300 ms before it reveals what replaced it, so a screen whose code came 50 ms after its skeleton still showed
 * at 300 ms (settings, company documents, the limited account page: ready at 330-370 ms with nothing left to load).
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to come is asked for again next time
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module level, as React.lazy is
  function Screen(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  return Object.assign(Screen, { preload });
}
