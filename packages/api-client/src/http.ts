import ky, { isNetworkError, isTimeoutError } from 'ky';
import { defaultRetryDelay, RETRY_LIMIT, TIMEOUT_MS } from './constants.ts';
import { ApiError, TransportMessage } from './errors.ts';

export type FetchLike = (input: Request | string | URL, init?: RequestInit) => Promise<Response>;

export interface HttpOptions {
  fetch?: FetchLike | undefined;
  /** Per attempt; 5 minutes by default. */
  timeoutMs?: number | undefined;
  /** Delay before retry `attempt` (1-based); 300, 600, 1200 ms by default. */
  retryDelay?: ((attempt: number) => number) | undefined;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  body?: string | FormData | undefined;
  signal?: AbortSignal | undefined;
  /** Safe to repeat although the method is POST or PATCH: a read through the method API. */
  idempotent?: boolean | undefined;
}

/** HTTP methods that the standard makes idempotent (RFC 9110 9.2.2): repeating them changes nothing more. */
const idempotentMethods: ReadonlySet<HttpRequest['method']> = new Set(['GET', 'PUT', 'DELETE']);

/**
 * Whether a network failure may be retried: when repeating the request cannot do the work twice. GET, PUT and
 * DELETE are idempotent by definition; a POST or PATCH when it carries an Idempotency-Key (the server answers a
 * repeat from its store) or is a read. The clients of this package give every write a key, so every network
 * failure is retried; a keyless write (only the external helpdesk's, whose service keeps no keys) is sent once.
 */
export function mayRetry(request: Pick<HttpRequest, 'method' | 'headers' | 'idempotent'>): boolean {
  if (idempotentMethods.has(request.method) || request.idempotent === true) return true;
  return Object.keys(request.headers).some((name) => name.toLowerCase() === 'idempotency-key');
}

/** An HTTP answer, whatever its status. `data` is the parsed JSON, or undefined when the body is not JSON. */
export interface HttpAnswer {
  status: number;
  data: unknown;
  text: string;
}

export type Http = (request: HttpRequest) => Promise<HttpAnswer>;

/**
 * A fetch rejection is a network failure (the Fetch standard rejects with TypeError for those); ky also
 * recognises them by message. HTTP statuses and timeouts are never retried: a timed-out call may have been
 * done, and 4 × 5 minutes is no wait to impose on a person.
 */
function isNetworkFailure(error: unknown): boolean {
  return isNetworkError(error) || error instanceof TypeError;
}

/**
 * One HTTP exchange with the transport rules: timeout, retries on network failures of requests that are
 * safe to repeat (mayRetry), no throw on statuses.
 */
export function createHttp(options: HttpOptions = {}): Http {
  const timeout = options.timeoutMs ?? TIMEOUT_MS;
  const delay = options.retryDelay ?? defaultRetryDelay;
  return async (request) => {
    let response: Response;
    try {
      response = await ky(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
        fetch: options.fetch,
        timeout,
        throwHttpErrors: false,
        retry: {
          limit: mayRetry(request) ? RETRY_LIMIT : 0,
          methods: ['get', 'post', 'put', 'patch', 'delete'],
          statusCodes: [],
          afterStatusCodes: [],
          delay,
          shouldRetry: ({ error }) => isNetworkFailure(error),
        },
      });
    } catch (error) {
      throw transportError(error, request.signal);
    }
    let text: string;
    try {
      text = await response.text();
    } catch (error) {
      throw transportError(error, request.signal);
    }
    return { status: response.status, data: parseJson(text), text };
  };
}

/**
 * Spec 8: AE is a network or other failure, carrying its message. A network failure carries the no-connection
 * text (the browser's own words, English and browser-specific, stay in `cause`); no answer within the timeout is
 * a missing response, 'serverError'.
 */
function transportError(error: unknown, signal: AbortSignal | undefined): unknown {
  // A caller's own abort (a query cancelled, a screen left) stays an AbortError, as fetch gives it.
  if (signal?.aborted) return signal.reason ?? error;
  if (isTimeoutError(error)) {
    return new ApiError({ code: 'AE', kind: 'timeout', message: TransportMessage.serverError, cause: error });
  }
  return new ApiError({ code: 'AE', kind: 'network', message: TransportMessage.networkError, cause: error });
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
