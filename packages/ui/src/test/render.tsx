import { I18nProvider, i18n } from '@paydeck/i18n';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';

// English source messages straight from the macros: tests do not depend on the extracted catalogs.
i18n.loadAndActivate({ locale: 'en', messages: {} });

function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** Renders inside the i18n provider (English). */
export function renderUi(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Providers, ...options });
}
