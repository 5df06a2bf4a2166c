import * as v from 'valibot';
import type { ApiClient } from './api-client.ts';
import { ApiError } from './errors.ts';
import { createHttp, type HttpOptions } from './http.ts';
import { baseHeaders, readRestAnswer, restRequest, type RestMethod, type RestOptions } from './rest.ts';

export type HelpdeskState = 'ready' | 'failed';

export interface HelpdeskClientOptions extends HttpOptions {
  /** "/helpdesk" on the same origin. */
  root: string;
  /** A fresh helpdesk jwt; in the app: () => helpdeskJwt(api, fromCustomerId). */
  getJwt: () => Promise<string>;
  getLanguage?: (() => string) | undefined;
  /** After a 429, calls are refused without network for this long, then let through again. Default 60 s. */
  coolDownMs?: number | undefined;
  now?: (() => number) | undefined;
}

export interface HelpdeskClient {
  request<S extends v.GenericSchema>(
    method: RestMethod,
    path: string,
    options: RestOptions<S>,
  ): Promise<v.InferOutput<S>>;
  readonly state: HelpdeskState;
  subscribe(listener: (state: HelpdeskState) => void): () => void;
  /** Lets the next call go to the network at once (a "Try again" button); the state turns ready when one succeeds. */
  retry(): void;
}

export const HELPDESK_COOL_DOWN_MS = 60_000;
export const HELPDESK_UNAVAILABLE = 'helpdeskUnavailable';

const JwtAnswerSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)) });

/** GET <api>/zoho/jwt through the method API (PROTOCOL.md, Changes). */
export async function helpdeskJwt(api: ApiClient, fromCustomerId?: string | number): Promise<string> {
  const answer = await api.get('zoho/jwt', { schema: JwtAnswerSchema, query: { fromCustomerId } });
  return answer.token;
}

function unavailable(): ApiError {
  return new ApiError({ code: 'AE', kind: 'http', status: 429, message: HELPDESK_UNAVAILABLE });
}

/**
 * Direct helpdesk calls with `Authorization: Bearer <helpdesk jwt>`. A 401 fetches a new jwt and retries once.
 * A 429 puts the client in the failed state: calls reject at once, without network, until the cool-down has
 * passed or retry() is called; the first success after that makes it ready again (payments spec 8).
 * The helpdesk is an outside service that keeps no Idempotency-Keys: its writes (a ticket, a reply, an upload)
 * carry none and are sent once (a repeat would post twice); its GETs and PUT are retried.
 */
export function createHelpdeskClient(options: HelpdeskClientOptions): HelpdeskClient {
  const http = createHttp(options);
  const coolDown = options.coolDownMs ?? HELPDESK_COOL_DOWN_MS;
  const now = options.now ?? Date.now;
  const listeners = new Set<(state: HelpdeskState) => void>();
  let state: HelpdeskState = 'ready';
  let failedUntil = 0;
  let jwt: Promise<string> | undefined;

  function setState(next: HelpdeskState) {
    if (next === state) return;
    state = next;
    for (const listener of listeners) listener(state);
  }

  function currentJwt(): Promise<string> {
    jwt ??= options.getJwt().catch((error: unknown) => {
      jwt = undefined;
      throw error;
    });
    return jwt;
  }

  /** A new jwt, unless another call has already replaced the stale one. */
  async function renewJwt(stale: string): Promise<string> {
    const latest = await currentJwt();
    if (latest !== stale) return latest;
    jwt = undefined;
    return currentJwt();
  }

  return {
    async request(method, path, requestOptions) {
      if (state === 'failed' && now() < failedUntil) throw unavailable();
      const send = (token: string) =>
        restRequest(http, options.root, method, path, requestOptions, baseHeaders(options.getLanguage?.(), token));
      const first = await currentJwt();
      let answer = await send(first);
      if (answer.status === 401) answer = await send(await renewJwt(first));
      if (answer.status === 429) {
        failedUntil = now() + coolDown;
        setState('failed');
        throw unavailable();
      }
      const result = readRestAnswer(answer, requestOptions.schema);
      setState('ready');
      return result;
    },
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    retry() {
      failedUntil = 0;
    },
  };
}
