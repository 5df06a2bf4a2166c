import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, useEffect } from 'react';
import { I18nProvider, i18n } from '@paydeck/i18n';
import { UiProvider } from '@paydeck/ui';
import type { createAppRouter } from './router';

/** The whole app: drawn in the browser (main.tsx) and, for the public pages, at build time (prerender). */
export function App({
  router,
  queryClient,
  onMounted,
}: {
  router: ReturnType<typeof createAppRouter>;
  queryClient: QueryClient;
  /** Runs once the first render is on screen (a hydrated page's controls are then released). */
  onMounted?: () => void;
}) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <UiProvider>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </UiProvider>
      </I18nProvider>
    </StrictMode>
  );
}
