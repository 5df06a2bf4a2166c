// A test double of the api client's `call`: records the request and parses a canned answer with the
// caller's schema, the way the real client does (a mismatch is an ApiError of kind 'malformed').
import { type ApiClient, type CallOptions, parseAnswer } from '@paydeck/api-client';
import type * as v from 'valibot';

export interface RecordedCall {
  method: string;
  payload: object;
  idempotencyKey: string | undefined;
}

export function fakeCaller(answer: unknown) {
  const calls: RecordedCall[] = [];
  const api: Pick<ApiClient, 'call'> = {
    call: (async (method: string, payload: object, options: CallOptions<v.GenericSchema>) => {
      calls.push({ method, payload, idempotencyKey: options.idempotencyKey });
      return parseAnswer(options.schema, answer);
    }) as ApiClient['call'],
  };
  return { api, calls };
}
