// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { BrandConfigError, parseBrand } from './load.ts';

const file = 'brands/x/brand.json';
const wallet: Record<string, unknown> = JSON.parse(
  readFileSync(new URL('../../../brands/wallet/brand.json', import.meta.url), 'utf8'),
);

/** A copy of the wallet brand with one field (dot path) replaced, or removed when value is undefined. */
function withField(path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(wallet);
  const keys = path.split('.');
  const last = keys.pop() as string;
  const parent = keys.reduce<Record<string, unknown>>((node, key) => node[key] as Record<string, unknown>, copy);
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return copy;
}

function problemsOf(input: unknown): string {
  try {
    parseBrand(input, file);
  } catch (error) {
    expect(error).toBeInstanceOf(BrandConfigError);
    return (error as Error).message;
  }
  throw new Error('parseBrand accepted an invalid brand');
}

describe('parseBrand', () => {
  test('accepts the wallet brand and fills the defaults', () => {
    const brand = parseBrand(withField('sessionIdleMinutes', undefined), file);
    expect(brand.id).toBe('wallet');
    expect(brand.sessionIdleMinutes).toBe(15);
    expect(brand.apiBaseUrls.sandbox).toEqual({
      api: '/api',
      auth: '/auth',
      contracts: '/contracts',
      helpdesk: '/helpdesk',
      realtime: '/ws',
    });
  });

  test.each([
    // [case, field changed, new value (undefined removes it), field named, problem named]
    ['a missing field', 'name', undefined, 'name', 'is missing'],
    ['a missing nested field', 'links.fees', undefined, 'links.fees', 'is missing'],
    ['an unknown field', 'colour', '#fff', 'colour', 'is not a known field'],
    [
      'a colour that is not #rrggbb',
      'theme.color.primary',
      'blue',
      'theme.color.primary',
      'must be a #rrggbb colour (got "blue")',
    ],
    ['a radius without unit', 'theme.radius.card', '12', 'theme.radius.card', 'must be a length in px or rem'],
    [
      'a font list with CSS in it',
      'theme.font.body',
      'x; color: red',
      'theme.font.body',
      'must be a CSS font-family list',
    ],
    ['an unknown language', 'languages', ['en', 'de'], 'languages.1', 'must be one of en, es, ro, ru, ua, pt'],
    ['a repeated language', 'languages', ['en', 'en'], 'languages.1', 'must not repeat a value (got "en")'],
    ['no language', 'languages', [], 'languages', 'must offer at least one language'],
    [
      'a default language not among the languages',
      'languages',
      ['es', 'pt'],
      'defaultLanguage',
      `"en" must be one of the brand's languages (es, pt)`,
    ],
    [
      'an unknown personal registration type',
      'registrationTypes.personal',
      ['webmasters', 'bloggers'],
      'registrationTypes.personal.1',
      'must be one of webmasters, freelancers',
    ],
    [
      'an unknown business registration type',
      'registrationTypes.business',
      ['banks'],
      'registrationTypes.business.0',
      'must be one of advertisingNetworks',
    ],
    [
      'a personal type given as business type',
      'registrationTypes.business',
      ['webcamModels'],
      'registrationTypes.business.0',
      'must be one of',
    ],
    [
      'open registration without any type',
      'registrationTypes',
      { personal: [], business: [] },
      'registrationTypes',
      'must offer at least one type while registration is enabled',
    ],
    ['a link that is not a URL', 'links.terms', 'terms.html', 'links.terms', 'must be an absolute URL'],
    [
      'a plain http link',
      'links.privacy',
      'http://paydeck-wallet.example/privacy',
      'links.privacy',
      'must be an https:// URL',
    ],
    ['a region in lower case', 'region', 'gb', 'region', 'must be an ISO 3166-1 alpha-2 country code in capitals'],
    ['a region as a locale', 'region', 'en-GB', 'region', 'must be an ISO 3166-1 alpha-2 country code'],
    ['no region', 'region', undefined, 'region', 'is missing'],
    ['a support number not in E.164', 'supportNumber', '0044 7700 900123', 'supportNumber', 'E.164'],
    [
      'a deep-link scheme without ://',
      'mobileApp.deepLinkScheme',
      'paydeck-wallet',
      'mobileApp.deepLinkScheme',
      'must be a URL scheme ending in "://"',
    ],
    [
      'an App Store link to another site',
      'mobileApp.appStoreUrl',
      'https://play.google.com/store/apps/details?id=x',
      'mobileApp.appStoreUrl',
      'must be a link to https://apps.apple.com/',
    ],
    ['empty legal address', 'legal.addressLines', [], 'legal.addressLines', 'must hold at least one line'],
    ['a blank legal entity name', 'legal.entityName', '  ', 'legal.entityName', 'must not be empty'],
    ['a PDF logo width not allowed', 'pdfLogoWidth', 32, 'pdfLogoWidth', 'must be one of 24, 60, 34, 50, 40 (got 32)'],
    ['an idle timeout above the spec', 'sessionIdleMinutes', 30, 'sessionIdleMinutes', 'must be at most 15'],
    ['an idle timeout below PSD2', 'sessionIdleMinutes', 2, 'sessionIdleMinutes', 'must be at least 5'],
    [
      'a logo file with a path',
      'logo.file',
      '../logo.svg',
      'logo.file',
      'must be the file name of an SVG beside brand.json',
    ],
    [
      'a production root over http',
      'apiBaseUrls.production.api',
      'http://api.paydeck-wallet.example/v1',
      'apiBaseUrls.production.api',
      'must be an https:// URL',
    ],
    [
      'a production realtime root over https',
      'apiBaseUrls.production.realtime',
      'https://ws.paydeck-wallet.example',
      'apiBaseUrls.production.realtime',
      'must be a wss:// URL',
    ],
    [
      'a root with a trailing slash',
      'apiBaseUrls.production.auth',
      'https://auth.paydeck-wallet.example/',
      'apiBaseUrls.production.auth',
      'must not end with "/"',
    ],
    [
      'an absolute sandbox root',
      'apiBaseUrls.sandbox',
      { api: 'https://x.example', auth: '/auth', contracts: '/contracts', helpdesk: '/helpdesk', realtime: '/ws' },
      'apiBaseUrls.sandbox.api',
      'must be a path relative to the page',
    ],
    [
      'a repeated staging number',
      'apiBaseUrls.staging',
      [
        { number: 1, ...(wallet.apiBaseUrls as { production: object }).production },
        { number: 1, ...(wallet.apiBaseUrls as { production: object }).production },
      ],
      'apiBaseUrls.staging',
      'must not repeat a staging number',
    ],
    [
      'a staging number of 0',
      'apiBaseUrls.staging',
      [{ number: 0, ...(wallet.apiBaseUrls as { production: object }).production }],
      'apiBaseUrls.staging.0.number',
      'must be 1 or more',
    ],
  ])('refuses %s, naming the file, the field and the problem', (_case, path, value, field, problem) => {
    const message = problemsOf(withField(path, value));
    const line = message.split('\n').find((l) => l.includes(`field "${field}"`));
    expect(line, message).toBeDefined();
    expect(line).toContain(`${file}: field "${field}": `);
    expect(line).toContain(problem);
  });

  test('lists every problem, one line each', () => {
    const message = problemsOf({ ...withField('name', undefined), pdfLogoWidth: 1, supportNumber: 'x' });
    expect(message.split('\n').filter((line) => line.includes(file))).toHaveLength(3);
  });

  test('refuses something that is not an object', () => {
    expect(problemsOf('wallet')).toContain(`${file}: field "(root)"`);
  });
});
