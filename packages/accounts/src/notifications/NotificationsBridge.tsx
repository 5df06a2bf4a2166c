import { useLingui } from '@lingui/react/macro';
import { realtime, registerLogoutCleanup } from '@paydeck/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type NotificationContext, receiveNotification } from './receive';
import { staleQueries } from './stale';
import { useNotificationsStore } from './store';

// One subscription however many bridges are mounted (the shell's, and the fallback inside this
// package's pages): the newest mounted bridge handles each event.
const contexts: NotificationContext[] = [];
let detach: (() => void) | undefined;

function attach(context: NotificationContext): () => void {
  contexts.push(context);
  detach ??= realtime.subscribe((event) => {
    const current = contexts.at(-1);
    if (current) receiveNotification(event, current);
  }, 'notification');
  return () => {
    contexts.splice(contexts.indexOf(context), 1);
    if (contexts.length === 0) {
      detach?.();
      detach = undefined;
    }
  };
}

registerLogoutCleanup(() => useNotificationsStore.getState().reset());

/**
 * Turns the realtime channel's notifications into toasts (payments.md 4, 9). Mount once inside the
 * signed-in layout (it renders nothing); mounting it more than once is harmless.
 */
export function NotificationsBridge() {
  const router = useRouter();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  useEffect(
    () =>
      attach({
        i18n,
        navigate: (href) => void router.navigate({ href }),
        refresh: (type) => {
          for (const queryKey of staleQueries(type)) void queryClient.invalidateQueries({ queryKey });
        },
      }),
    [router, queryClient, i18n],
  );
  return null;
}
