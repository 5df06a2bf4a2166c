import type { Preview } from '@storybook/react-vite';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { activateLocale, I18nProvider, i18n, isLocale, locales } from '@paydeck/i18n';
import { vars } from '@paydeck/ui';
import { brandIds, brands } from './brands';

const preview: Preview = {
  globalTypes: {
    locale: { description: 'Language', toolbar: { icon: 'globe', items: [...locales], dynamicTitle: true } },
    brand: { description: 'Brand', toolbar: { icon: 'paintbrush', items: brandIds, dynamicTitle: true } },
  },
  initialGlobals: { locale: 'en', brand: 'wallet' },
  loaders: [
    async ({ globals }) => {
      await activateLocale(isLocale(globals.locale) ? globals.locale : 'en');
      return {};
    },
  ],
  decorators: [
    (Story, { globals }) => {
      const brand = brands[String(globals.brand)] ?? brands.wallet;
      return (
        <I18nProvider i18n={i18n}>
          <div
            style={{
              ...(brand ? assignInlineVars(vars, brand.theme) : {}),
              padding: 16,
              background: vars.color.background,
              color: vars.color.text,
              fontFamily: vars.font.body,
            }}
          >
            <Story />
          </div>
        </I18nProvider>
      );
    },
  ],
};
export default preview;
