import { activateLocale, i18n, loadCatalogs } from '@paydeck/i18n';
import { ApiError, HELPDESK_UNAVAILABLE } from '@paydeck/api-client';
import { supportFailureText, supportLoadable } from './failure-text';

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
