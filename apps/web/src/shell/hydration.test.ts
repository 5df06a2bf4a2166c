import { i18n } from '@paydeck/i18n';
import { adoptServedLocale, canHydrate, releaseControls, servedPage } from './hydration';
import { keepLocaleCookie } from './locale-cookie';

function memory(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('hydrating a prerendered page', () => {
  it('reads what the prerender marked on #root, and nothing from an empty shell', () => {
    const root = document.createElement('div');
    expect(servedPage(root)).toBeNull();
    root.dataset.prerendered = '/login';
    root.dataset.locale = 'ro';
    expect(servedPage(root)).toEqual({ route: '/login', locale: 'ro' });
  });

  it.each([
    [{ route: '/login', locale: 'en' }, { pathname: '/login', locale: 'en' }, true],
    [{ route: '/login', locale: 'en' }, { pathname: '/home', locale: 'en' }, false], // signed in: sent home
    [{ route: '/login', locale: 'en' }, { pathname: '/scp-mobile', locale: 'en' }, false], // a phone
    [{ route: '/login', locale: 'en' }, { pathname: '/login', locale: 'ro' }, false], // ?lang= the brand lacks
    [null, { pathname: '/login', locale: 'en' }, false], // the empty shell
  ])('hydrates %o when the app draws %o: %s', (page, app, expected) => {
    expect(canHydrate(page, app)).toBe(expected);
  });

  it('a tab without a language of its own takes the one the server chose; a chosen one stays', () => {
    const fresh = memory();
    adoptServedLocale({ route: '/login', locale: 'uk' }, fresh);
    expect(fresh.items.get('paydeck.locale')).toBe('ua');
    const chosen = memory({ 'paydeck.locale': 'es' });
    adoptServedLocale({ route: '/login', locale: 'ro' }, chosen);
    expect(chosen.items.get('paydeck.locale')).toBe('es');
  });
});

describe('the language cookie', () => {
  it('follows the active language, for the server to pick the page', () => {
    i18n.loadAndActivate({ locale: 'ro', messages: {} });
    keepLocaleCookie();
    expect(document.cookie).toContain('paydeck.locale=ro');
    i18n.loadAndActivate({ locale: 'uk', messages: {} });
    expect(document.cookie).toContain('paydeck.locale=ua');
  });
});

describe('releasing the prerendered controls', () => {
  it('enables only what the prerender disabled', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input disabled="" data-prerender-inert="" name="username"><button disabled="" type="submit">Busy</button>';
    releaseControls(root);
    expect(root.querySelector('input')?.disabled).toBe(false);
    expect(root.querySelector('input')?.hasAttribute('data-prerender-inert')).toBe(false);
    expect(root.querySelector('button')?.disabled).toBe(true);
  });
});
