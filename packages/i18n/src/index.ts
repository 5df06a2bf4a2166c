export { locales, type Locale, isLocale, catalogCode, toLocale, localeNames } from './locale/locales.ts';
export { chooseLocale, type LocaleChoice } from './locale/choose.ts';
export { type KeyValueStorage, localeStorageKey, readStoredLocale, storeLocale } from './locale/session.ts';
export { activateLocale, loadCatalogs } from './locale/activate.ts';
export { catalogNames, type CatalogName, isCatalogName } from './catalogs.ts';
export { switchLocale, startLocale, useLocaleSwitch, type BrandLanguages } from './locale/switch.ts';
export { accountsCount } from './messages.ts';
export * from './format/index.ts';

export { i18n } from '@lingui/core';
export { I18nProvider } from '@lingui/react';
