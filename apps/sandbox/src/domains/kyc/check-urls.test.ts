// @vitest-environment node
// service/check-urls: each address judged by the documented fixed rule (ok, invalid, unreachable); the refusals.
import { createTestSandbox, type TestSandbox } from '../../test/harness.ts';
import { urlStatus } from './check-urls.ts';

test.each([
  ['northwind.example', 'ok'],
  ['https://www.northwind.example/about?x=1', 'ok'],
  ['http://shop.example.co.uk', 'ok'],
  ['ftp://northwind.example', 'invalid'],
  ['northwind', 'invalid'],
  ['http://localhost:3000', 'invalid'],
  ['http://192.168.0.1', 'invalid'],
  ['https://[::1]/', 'invalid'],
  ['https://northwind.c', 'invalid'],
  ['not a url', 'invalid'],
  ['', 'invalid'],
  [`https://northwind.example/${'a'.repeat(2048)}`, 'invalid'],
  ['https://northwind.invalid', 'unreachable'],
  ['down.northwind.example', 'unreachable'],
  ['https://offline.example.com/shop', 'unreachable'],
])('%s is %s', (url, status) => {
  expect(urlStatus(url)).toBe(status);
});

describe('POST service/check-urls', () => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox();
  });
  afterAll(() => t.close());

  const post = async (body: unknown, token?: string) => {
    const response = await t.request('/api/service/check-urls', {
      method: 'POST',
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers of every shape
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };

  test('answers each address with its status, in the order given, with or without a session', async () => {
    const urls = ['northwind.example', 'down.example.com', 'localhost'];
    const expected = {
      responseCode: '00',
      urls: [
        { url: 'northwind.example', status: 'ok' },
        { url: 'down.example.com', status: 'unreachable' },
        { url: 'localhost', status: 'invalid' },
      ],
    };
    expect((await post({ urls })).body).toEqual(expected);
    const token = (await t.signIn('boris.business')).accessToken;
    expect((await post({ urls }, token)).body).toEqual(expected);
  });

  test.each([
    [{}, 'urls'],
    [{ urls: [] }, 'urls'],
    [{ urls: Array.from({ length: 11 }, (_, i) => `site${i}.example`) }, 'urls'],
    [{ urls: 'northwind.example' }, 'urls'],
  ])('%j is refused on %s', async (body, param) => {
    const answer = (await post(body)).body;
    expect(answer.responseCode).toBe('VF');
    expect(answer.validationErrors[0].param).toBe(param);
  });
});
