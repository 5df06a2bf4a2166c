// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { formatDate } from '../format/date.ts';
import { setDateRegion } from '../format/region.ts';
import { activateLocale } from './activate.ts';
import { localeStorageKey } from './session.ts';
import { type BrandLanguages, startLocale, switchLocale, useLocaleSwitch } from './switch.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const enRuUa: BrandLanguages = { languages: ['en', 'ru', 'ua'], defaultLanguage: 'en' };
const enEs: BrandLanguages = { languages: ['en', 'es'], defaultLanguage: 'es' };

test.each<[string, BrandLanguages, string, Record<string, string>, string, string]>([
  ['?lang= offered', enRuUa, '?lang=ru', {}, 'ru', 'ru'],
  ['?lang=ua loads uk.po', enRuUa, '?lang=ua', { [localeStorageKey]: 'ru' }, 'ua', 'uk'],
  ['stored choice', enRuUa, '', { [localeStorageKey]: 'ua' }, 'ua', 'uk'],
  ['?lang= not offered: stored', enEs, '?lang=ru', { [localeStorageKey]: 'en' }, 'en', 'en'],
  ['nothing: brand default', enEs, '?x=1', {}, 'es', 'es'],
])('startLocale: %s', async (_case, brand, search, stored, locale, code) => {
  const storage = memoryStorage(stored);
  await expect(startLocale(brand, { search, storage })).resolves.toBe(locale);
  expect(i18n.locale).toBe(code);
  expect(document.documentElement.lang).toBe(code);
  expect(storage.data.get(localeStorageKey)).toBe(locale);
});

test("startLocale writes dates the brand's region's way: the uk brand (GB) in English, 01/12/2026", async () => {
  try {
    await startLocale({ ...enRuUa, region: 'GB' }, { search: '?lang=en', storage: memoryStorage() });
    expect(formatDate('2026-12-01T12:00:00Z', i18n.locale, 'date', { timeZone: 'UTC' })).toBe('01/12/2026');
  } finally {
    setDateRegion(undefined);
  }
});

test('switchLocale activates and keeps the choice for the session', async () => {
  await switchLocale('pt');
  expect(i18n.locale).toBe('pt');
  expect(sessionStorage.getItem(localeStorageKey)).toBe('pt');
});

test('useLocaleSwitch reports the active language and re-renders after a switch', async () => {
  await switchLocale('en');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  const { result } = renderHook(() => useLocaleSwitch(), { wrapper });
  expect(result.current.locale).toBe('en');
  await act(() => result.current.switchLocale('ua'));
  expect(result.current.locale).toBe('ua');
  expect(sessionStorage.getItem(localeStorageKey)).toBe('ua');
});

test('an overtaken activation gives way: the later language wins and only it is kept', async () => {
  const storage = memoryStorage();
  const [first, second] = await Promise.all([activateLocale('ru'), activateLocale('es')]);
  expect([first, second]).toEqual([false, true]);
  expect(i18n.locale).toBe('es');
  await Promise.all([switchLocale('ru', storage), switchLocale('pt', storage)]);
  expect(i18n.locale).toBe('pt');
  expect(storage.data.get(localeStorageKey)).toBe('pt');
});
