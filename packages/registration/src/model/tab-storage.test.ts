import { tabStorage } from './tab-storage';

const key = 'paydeck.registration.test';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('is this tab’s sessionStorage', () => {
  expect(tabStorage(key)).toBe(sessionStorage);
});

test('a copy an earlier version left in localStorage moves to this tab and leaves localStorage', () => {
  localStorage.setItem(key, '{"state":{"draft":{"version":"3.54"}}}');
  tabStorage(key);
  expect(sessionStorage.getItem(key)).toBe('{"state":{"draft":{"version":"3.54"}}}');
  expect(localStorage.getItem(key)).toBeNull();
});

test('this tab’s own copy wins; the localStorage one is removed all the same', () => {
  sessionStorage.setItem(key, 'tab');
  localStorage.setItem(key, 'old');
  tabStorage(key);
  expect(sessionStorage.getItem(key)).toBe('tab');
  expect(localStorage.getItem(key)).toBeNull();
});
