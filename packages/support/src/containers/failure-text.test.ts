import { activateLocale, i18n, loadCatalogs } from '@paydeck/i18n';
import { ApiError, HELPDESK_UNAVAILABLE } from '@paydeck/api-client';
import { supportFailureText, supportLoadable, ticketsLoadable } from './failure-text';

// The helpdesk client's 429 (api-client helpdesk-client.ts: unavailable()).
const unavailable = () => new ApiError({ code: 'AE', kind: 'http', status: 429, message: HELPDESK_UNAVAILABLE });

describe('the helpdesk unavailable (429) in the person words, never its id', () => {
  it.each([
    ['en', 'Support is not available right now.'],
    ['ru', 'Поддержка сейчас недоступна.'],
  ] as const)('%s: %s', async (locale, text) => {
    await activateLocale(locale);
    await loadCatalogs(['support']);
    expect(supportFailureText(unavailable(), i18n)).toBe(text);
    const loadable = supportLoadable({ data: undefined, error: unavailable(), isError: true }, i18n);
    expect(loadable).toEqual({ kind: 'failed', message: text });
    expect(JSON.stringify(loadable)).not.toContain(HELPDESK_UNAVAILABLE);
  });

  it('any other failure keeps its own words', async () => {
    await activateLocale('en');
    const other = new ApiError({
      code: 'AE',
      kind: 'http',
      status: 500,
      message: 'Boom',
      description: 'The helpdesk broke',
    });
    expect(supportFailureText(other, i18n)).toContain('The helpdesk broke');
  });
});

describe('the ticket list while the helpdesk answers 429: the proxy’s tickets', () => {
  type Direct = { data: string[] | undefined; error: Error | null; isError: boolean };
  const failed: Direct = { data: undefined, error: unavailable(), isError: true };
  const own: Direct = { data: ['d'], error: null, isError: false };
  const idle: Direct = { data: undefined, error: null, isError: false };
  const proxy = (data?: string[], isError = false) => ({ data, isError });
  it.each([
    ['unavailable, the proxy answered: its list', failed, proxy(['p']), true, { kind: 'ready', data: ['p'] }],
    ['unavailable, the proxy not yet: loading (the banner says why)', failed, proxy(), true, { kind: 'loading' }],
    ['unavailable, the proxy failed too: the page’s words', failed, proxy(undefined, true), true, { kind: 'failed' }],
    ['the helpdesk’s own list comes first', own, proxy(['p']), true, { kind: 'ready', data: ['d'] }],
    ['available: never the proxy’s', idle, proxy(['p']), false, { kind: 'loading' }],
  ])('%s', async (_case, direct, proxied, isUnavailable, expected) => {
    await activateLocale('en');
    await loadCatalogs(['support']);
    expect(ticketsLoadable(direct, proxied, isUnavailable, i18n)).toMatchObject(expected);
  });
});
