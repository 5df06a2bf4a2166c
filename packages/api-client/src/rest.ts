import * as v from 'valibot';
import { httpStatusError, parseAnswer } from './answer.ts';
import { stripEmpty } from './body.ts';
import { CLIENT_VERSION } from './constants.ts';
import { ApiError } from './errors.ts';
import type { Http, HttpAnswer, HttpRequest } from './http.ts';
import { newIdempotencyKey } from './submission.ts';
import { buildUrl } from './url.ts';

/** The REST services (contracts, helpdesk) answer plain JSON and report failures by HTTP status. */
export interface RestOptions<S extends v.GenericSchema> {
  schema: S;
  query?: Record<string, string | number | boolean | undefined> | undefined;
  /** JSON body; null, undefined and NaN fields are stripped (no number conversion: these services are typed). */
  body?: object | undefined;
  /** One intent's key (a create form's); the contracts client gives any other write a key of its own. */
  idempotencyKey?: string | undefined;
  signal?: AbortSignal | undefined;
}

export type RestMethod = HttpRequest['method'];

const MessageSchema = v.object({ message: v.pipe(v.string(), v.minLength(1)) });

/** An error status: 5xx and bare statuses as for the method API; a 4xx with `{ message }` carries that message. */
export function restError(answer: HttpAnswer): ApiError {
  const base = httpStatusError(answer);
  const body = v.safeParse(MessageSchema, answer.data);
  if (answer.status >= 500 || !body.success) return base;
  return new ApiError({
    code: base.code === 'UE' ? 'AE' : base.code,
    kind: 'http',
    message: body.output.message,
    status: answer.status,
    answer: answer.data,
  });
}

export function baseHeaders(language: string | undefined, token: string | null | undefined): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Client-Version': CLIENT_VERSION,
    ...(language ? { 'Accept-Language': language } : {}),
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
}

/**
 * The options of a request to a service that keeps Idempotency-Keys (ours: contracts, the token service): a write
 * (anything but GET) without the caller's key gets one for this call, kept across its retries.
 */
export function withWriteKey<O extends { idempotencyKey?: string | undefined }>(method: RestMethod, options: O): O {
  if (method === 'GET' || options.idempotencyKey) return options;
  return { ...options, idempotencyKey: newIdempotencyKey() };
}

/** One REST exchange: the HTTP answer, not yet judged (the helpdesk looks at 401 and 429 before). */
export function restRequest<S extends v.GenericSchema>(
  http: Http,
  root: string,
  method: RestMethod,
  path: string,
  options: RestOptions<S>,
  headers: Record<string, string>,
): Promise<HttpAnswer> {
  return http({
    method,
    url: buildUrl(root, path, options.query),
    headers: {
      ...headers,
      ...(options.body ? { 'Content-Type': 'application/json' } : {}),
      ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    },
    body: options.body ? JSON.stringify(stripEmpty(options.body)) : undefined,
    signal: options.signal,
  });
}

export function readRestAnswer<S extends v.GenericSchema>(answer: HttpAnswer, schema: S): v.InferOutput<S> {
  if (answer.status < 200 || answer.status >= 300) throw restError(answer);
  return parseAnswer(schema, answer.data);
}
