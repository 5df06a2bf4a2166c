import type { ApiClient } from '@paydeck/api-client';

/**
 * The api client with the company acted for: `fromCustomerId` on every call (business and admin
 * users, identity spec 6), in the body of method calls and in the query of GET paths. A call that
 * names its own fromCustomerId (even undefined) keeps it.
 */
export function withFromCustomerId(api: ApiClient, current: () => number | null): ApiClient {
  const company = () => current() ?? undefined;
  return {
    call: ((method: string, payload: object, options: Parameters<ApiClient['call']>[2]) =>
      api.call(method, payload, { fromCustomerId: company(), ...options })) as ApiClient['call'],
    get: (path, options) => {
      const fromCustomerId = 'fromCustomerId' in options ? options.fromCustomerId : company();
      return api.get(path, { ...options, query: { fromCustomerId, ...options.query } });
    },
    send: (httpMethod, path, payload, options) =>
      api.send(httpMethod, path, payload, { fromCustomerId: company(), ...options }),
  };
}
