import type { Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { activateLocale, catalogNames, I18nProvider, i18n, isLocale, loadCatalogs, locales } from '@paydeck/i18n';
import { UiLocaleProvider } from '@paydeck/ui';
import { applyBrandToDocument, brandIds } from './brands';

/**
 * The toolbar's brand fills the theme contract on <html>, so overlays rendered outside the story
 * (popovers, dialogs, toasts) wear the brand too, and axe checks them against its colours.
 */
function useBrandOnDocument(brandId: string) {
  useLayoutEffect(() => applyBrandToDocument(brandId), [brandId]);
}

const preview: Preview = {
  globalTypes: {
    locale: { description: 'Language', toolbar: { icon: 'globe', items: [...locales], dynamicTitle: true } },
    brand: { description: 'Brand', toolbar: { icon: 'paintbrush', items: brandIds, dynamicTitle: true } },
  },
  initialGlobals: { locale: 'en', brand: 'wallet' },
  loaders: [
    async ({ globals }) => {
      // Stories show every package, signed-in screens included: every catalog.
      await loadCatalogs(catalogNames);
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'en');
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => {
      useBrandOnDocument(String(globals.brand));
      return (
        <I18nProvider i18n={i18n}>
          <UiLocaleProvider>
            <div style={{ padding: 16 }}>
              <Story />
            </div>
          </UiLocaleProvider>
        </I18nProvider>
      );
    },
  ],
};
export default preview;
