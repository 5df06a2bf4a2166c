// @vitest-environment node
import { createApiClient } from '@paydeck/api-client';
import * as v from 'valibot';
import { withFromCustomerId } from './with-company';

function setup(company: number | null) {
  const seen: { url: string; body: unknown }[] = [];
  const fetch = async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    seen.push({ url: request.url, body: text ? JSON.parse(text) : undefined });
    return new Response('{"responseCode":"00"}', { headers: { 'Content-Type': 'application/json' } });
  };
  const raw = createApiClient({
    roots: { api: 'http://sandbox.test/api' },
    fetch,
    getAccessToken: () => 't',
    getLanguage: () => 'en',
    onAuthError: () => {},
    onTermsError: () => {},
  });
  return { api: withFromCustomerId(raw, () => company), seen };
}

const schema = v.object({ responseCode: v.string() });

describe('withFromCustomerId', () => {
  test('acting for a company: every method call, path call and GET carries it', async () => {
    const { api, seen } = setup(7);
    await api.call('balanceInquiry', { a: 1 }, { schema });
    await api.send('POST', 'customer/two-step-verification', { mode: 'login' }, { schema });
    await api.get('zoho/tickets', { schema, query: { page: 1 } });
    expect(seen[0]?.body).toEqual({ a: 1, fromCustomerId: 7 });
    expect(seen[1]?.body).toEqual({ mode: 'login', fromCustomerId: 7 });
    expect(seen[2]?.url).toBe('http://sandbox.test/api/zoho/tickets?fromCustomerId=7&page=1');
  });

  test('acting for nobody sends none', async () => {
    const { api, seen } = setup(null);
    await api.call('balanceInquiry', {}, { schema });
    await api.get('zoho/tickets', { schema });
    expect(seen[0]?.body).toEqual({});
    expect(seen[1]?.url).toBe('http://sandbox.test/api/zoho/tickets');
  });

  test('a call may name its own company, or none', async () => {
    const { api, seen } = setup(7);
    await api.call('customerAccessInfo', {}, { schema, fromCustomerId: 9 });
    await api.call('customerAccessInfo', {}, { schema, fromCustomerId: undefined });
    expect(seen[0]?.body).toEqual({ fromCustomerId: 9 });
    expect(seen[1]?.body).toEqual({});
  });
});
