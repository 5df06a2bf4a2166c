import type * as v from 'valibot';
import type { TokenGetter } from './api-client.ts';
import { createHttp, type HttpOptions } from './http.ts';
import { baseHeaders, readRestAnswer, restRequest, type RestMethod, type RestOptions, withWriteKey } from './rest.ts';

export interface ContractsClientOptions extends HttpOptions {
  /** "/contracts" on the same origin. */
  root: string;
  getAccessToken: TokenGetter;
  /** The customer the person acts as; sent as X-Customer-Id. */
  getCustomerId: () => string | number | null | undefined;
  getLanguage: () => string;
  /** A 401: the session is over. */
  onAuthError: () => void;
}

export interface ContractsClient {
  /** e.g. request('GET', 'contract', { query, schema }); a 404 `{ message }` rejects with ApiError(message). */
  request<S extends v.GenericSchema>(
    method: RestMethod,
    path: string,
    options: RestOptions<S>,
  ): Promise<v.InferOutput<S>>;
}

export const CUSTOMER_ID_HEADER = 'X-Customer-Id';

export function createContractsClient(options: ContractsClientOptions): ContractsClient {
  const http = createHttp(options);
  return {
    async request(method, path, requestOptions) {
      const customerId = options.getCustomerId();
      const headers = {
        ...baseHeaders(options.getLanguage(), await options.getAccessToken()),
        ...(customerId != null ? { [CUSTOMER_ID_HEADER]: String(customerId) } : {}),
      };
      // Every write carries a key (the service replays a repeat from its store), so every network failure is retried.
      const keyed = withWriteKey(method, requestOptions);
      const answer = await restRequest(http, options.root, method, path, keyed, headers);
      if (answer.status === 401) options.onAuthError();
      return readRestAnswer(answer, requestOptions.schema);
    },
  };
}
