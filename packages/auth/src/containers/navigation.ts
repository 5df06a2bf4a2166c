import type { AnyRouter } from '@tanstack/react-router';
import type { Landing } from '../model/landing';

/** Goes to a landing: a path of the app through the router, or (old web) the outside address. */
export function goTo(router: Pick<AnyRouter, 'navigate'>, landing: Landing): void {
  if (landing.kind === 'external') window.location.assign(landing.url);
  else void router.navigate({ href: landing.path, replace: true });
}
