import type * as v from 'valibot';
import { parseAnswer, readMethodAnswer } from './answer.ts';
import { prepareBody } from './body.ts';
import { CLIENT_VERSION, type ApiRoots } from './constants.ts';
import type { Term } from './envelope.ts';
import { ApiError, TransportMessage } from './errors.ts';
import { createHttp, type HttpOptions, type HttpRequest } from './http.ts';
import { newIdempotencyKey } from './submission.ts';
import { buildUrl } from './url.ts';

export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions extends HttpOptions {
  roots: Pick<ApiRoots, 'api'>;
  getAccessToken: TokenGetter;
  /** en es ro ru ua pt; sent as Accept-Language. */
  getLanguage: () => string;
  /** AU answer or HTTP 401: the session is over. */
  onAuthError: () => void;
  /** TE answer: the terms flow starts with these terms. */
  onTermsError: (terms: readonly Term[]) => void;
}

export interface CallOptions<S extends v.GenericSchema> {
  /** Parses the whole success answer (responseCode included; valibot objects drop unknown keys). */
  schema: S;
  fromCustomerId?: string | number | undefined;
  fromEmail?: string | undefined;
  authSecret?: string | undefined;
  /** Body field `lang`, for dictionaries. */
  lang?: string | undefined;
  /**
   * The key of one intent (a form's `createSubmission()`: the same across double clicks and re-submits). Without
   * it a write gets a key of its own for this call, kept across the call's retries.
   */
  idempotencyKey?: string | undefined;
  /** A read (safe to repeat as it is): sent without an Idempotency-Key. Reads and writes are both retried. */
  idempotent?: boolean | undefined;
  signal?: AbortSignal | undefined;
  /** Sends multipart/form-data: a `data` part with the JSON body plus these file parts. */
  files?: Record<string, Blob | readonly Blob[]> | undefined;
}

export interface BatchCallOptions<S extends v.GenericSchema, C extends v.GenericSchema> extends CallOptions<S> {
  /** Parses a 92 answer (batch needs confirmation). */
  confirmationSchema: C;
}

export interface PathOptions<S extends v.GenericSchema> extends CallOptions<S> {
  query?: Record<string, string | number | boolean | undefined> | undefined;
}

/** A 92 answer: not an error, the batch waits for the person's confirmation. */
export class BatchNeedsConfirmation<T> {
  readonly kind = 'needsConfirmation';
  readonly data: T;
  constructor(data: T) {
    this.data = data;
  }
}

export interface ApiClient {
  /** POST <api>?method=<name>. */
  call<S extends v.GenericSchema>(method: string, payload: object, options: CallOptions<S>): Promise<v.InferOutput<S>>;
  call<S extends v.GenericSchema, C extends v.GenericSchema>(
    method: string,
    payload: object,
    options: BatchCallOptions<S, C>,
  ): Promise<v.InferOutput<S> | BatchNeedsConfirmation<v.InferOutput<C>>>;
  /** GET <api>/<path>?<query>: the proxy methods (zoho/jwt, zoho/tickets…); query carries fromCustomerId. */
  get<S extends v.GenericSchema>(path: string, options: Omit<PathOptions<S>, 'files'>): Promise<v.InferOutput<S>>;
  /** POST/PUT/PATCH/DELETE <api>/<path> with the method-call body rules (e.g. customer/two-step-verification). */
  send<S extends v.GenericSchema>(
    httpMethod: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload: object,
    options: PathOptions<S>,
  ): Promise<v.InferOutput<S>>;
}

type Extras = Pick<CallOptions<v.GenericSchema>, 'fromCustomerId' | 'fromEmail' | 'authSecret' | 'lang'>;

/**
 * The Idempotency-Key a request carries: the caller's; none for a read; else a new one for this call, so that a
 * repeat after a lost answer is answered from the server's store instead of doing the work again.
 */
function keyFor(options: Pick<CallOptions<v.GenericSchema>, 'idempotencyKey' | 'idempotent'>): string | undefined {
  if (options.idempotencyKey) return options.idempotencyKey;
  return options.idempotent === true ? undefined : newIdempotencyKey();
}

function bodyOf(payload: object, extras: Extras, files: CallOptions<v.GenericSchema>['files']) {
  const { fromCustomerId, fromEmail, authSecret, lang } = extras;
  const json = JSON.stringify(prepareBody({ ...payload, fromCustomerId, fromEmail, authSecret, lang }));
  if (!files) return json;
  const form = new FormData();
  form.append('data', json);
  for (const [name, parts] of Object.entries(files)) {
    for (const part of Array.isArray(parts) ? parts : [parts]) form.append(name, part);
  }
  return form;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);

  async function headersFor(idempotencyKey: string | undefined, json: boolean): Promise<Record<string, string>> {
    const token = await options.getAccessToken();
    return {
      Accept: 'application/json',
      'Accept-Language': options.getLanguage(),
      'X-Client-Version': CLIENT_VERSION,
      ...(json ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}),
    };
  }

  async function exchange(
    request: Omit<HttpRequest, 'headers'>,
    idempotencyKey: string | undefined,
    schema: v.GenericSchema,
    confirmationSchema: v.GenericSchema | undefined,
  ): Promise<unknown> {
    const headers = await headersFor(idempotencyKey, typeof request.body === 'string');
    const answer = readMethodAnswer(await http({ ...request, headers }));
    if (answer.type === 'success') return parseAnswer(schema, answer.data);
    if (answer.type === 'needsConfirmation') {
      if (confirmationSchema) return new BatchNeedsConfirmation(parseAnswer(confirmationSchema, answer.data));
      throw new ApiError({ code: '92', kind: 'business', message: TransportMessage.serverError, answer: answer.data });
    }
    const { error } = answer;
    if (error.code === 'AU' || error.status === 401) options.onAuthError();
    if (error.code === 'TE') options.onTermsError(error.terms);
    throw error;
  }

  function call(
    method: string,
    payload: object,
    callOptions: CallOptions<v.GenericSchema> & { confirmationSchema?: v.GenericSchema },
  ) {
    return exchange(
      {
        method: 'POST',
        url: buildUrl(options.roots.api, '', { method }),
        body: bodyOf(payload, callOptions, callOptions.files),
        signal: callOptions.signal,
        idempotent: callOptions.idempotent,
      },
      keyFor(callOptions),
      callOptions.schema,
      callOptions.confirmationSchema,
    );
  }

  return {
    call: call as ApiClient['call'],
    get: (path, getOptions) =>
      exchange(
        { method: 'GET', url: buildUrl(options.roots.api, path, getOptions.query), signal: getOptions.signal },
        getOptions.idempotencyKey,
        getOptions.schema,
        undefined,
      ),
    send: (httpMethod, path, payload, sendOptions) =>
      exchange(
        {
          method: httpMethod,
          url: buildUrl(options.roots.api, path, sendOptions.query),
          body: bodyOf(payload, sendOptions, sendOptions.files),
          signal: sendOptions.signal,
          idempotent: sendOptions.idempotent,
        },
        keyFor(sendOptions),
        sendOptions.schema,
        undefined,
      ),
  };
}
