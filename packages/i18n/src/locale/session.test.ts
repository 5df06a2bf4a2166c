import { localeStorageKey, readStoredLocale, storeLocale } from './session.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

test('the key is paydeck.locale', () => {
  expect(localeStorageKey).toBe('paydeck.locale');
});

test.each([
  ['ru', 'ru'],
  ['ua', 'ua'],
  ['uk', 'ua'],
  ['klingon', undefined],
])('stored %j reads as %j', (stored, expected) => {
  expect(readStoredLocale(memoryStorage({ [localeStorageKey]: stored }))).toBe(expected);
});

test('nothing stored reads as undefined', () => {
  expect(readStoredLocale(memoryStorage())).toBeUndefined();
});

test('storeLocale writes the product code', () => {
  const storage = memoryStorage();
  storeLocale('ua', storage);
  expect(storage.data.get(localeStorageKey)).toBe('ua');
});

test('a blocked storage neither throws nor remembers', () => {
  expect(() => storeLocale('es', blocked)).not.toThrow();
  expect(readStoredLocale(blocked)).toBeUndefined();
});
