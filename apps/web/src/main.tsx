import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activeBrand } from '@paydeck/brand-config/active';
import { I18nProvider, i18n, startLocale } from '@paydeck/i18n';
import { UiProvider } from '@paydeck/ui';
import { applyBrandToDocument } from './shell/brandDocument';
import { createAppRouter } from './shell/router';
import './shell/theme.css';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const router = createAppRouter(queryClient);

applyBrandToDocument();
await startLocale(activeBrand);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <UiProvider>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </UiProvider>
    </I18nProvider>
  </StrictMode>,
);
