// A test double of the api client: records each request (method or path, payload, file parts) and parses a canned
// answer with the caller's schema, the way the real client does (a mismatch is an ApiError of kind 'malformed').
import { type ApiClient, type CallOptions, parseAnswer } from '@paydeck/api-client';
import type * as v from 'valibot';

export interface RecordedCall {
  method: string;
  payload: object;
  files: string[];
}

export function fakeCaller(answer: unknown) {
  const calls: RecordedCall[] = [];
  const record = (method: string, payload: object, options: CallOptions<v.GenericSchema>) => {
    calls.push({ method, payload, files: Object.keys(options.files ?? {}) });
    return parseAnswer(options.schema, answer);
  };
  const api: Pick<ApiClient, 'call' | 'get' | 'send'> = {
    call: (async (method: string, payload: object, options: CallOptions<v.GenericSchema>) =>
      record(method, payload, options)) as ApiClient['call'],
    get: (async (path: string, options: CallOptions<v.GenericSchema>) =>
      record(`GET ${path}`, {}, options)) as ApiClient['get'],
    send: (async (httpMethod: string, path: string, payload: object, options: CallOptions<v.GenericSchema>) =>
      record(`${httpMethod} ${path}`, payload, options)) as ApiClient['send'],
  };
  return { api, calls };
}
