import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { PopupHost } from '../popups/PopupHost';
import { LazyToaster } from './LazyToaster';

/**
 * Gives react-aria the interface language: its own texts ("Close", "Increase", calendar names) and
 * its number and date formats follow lingui's active locale. Use inside lingui's I18nProvider.
 */
export function UiLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useLingui();
  return <AriaI18nProvider locale={i18n.locale}>{children}</AriaI18nProvider>;
}

/** Mount once at the root of the app: UiLocaleProvider plus the popup stack's host and the toasts. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <UiLocaleProvider>
      {children}
      <PopupHost />
      <LazyToaster />
    </UiLocaleProvider>
  );
}
