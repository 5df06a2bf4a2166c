import * as v from 'valibot';
import { EnvelopeSchema, NEEDS_CONFIRMATION_CODE, SUCCESS_CODES } from './envelope.ts';
import { ApiError, TransportMessage } from './errors.ts';
import type { HttpAnswer } from './http.ts';

/** Parse an answer with the caller's schema; a mismatch is an ApiError of kind 'malformed', never a crash. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw malformedAnswer(data, result.issues);
}

export function malformedAnswer(answer: unknown, issues?: readonly v.BaseIssue<unknown>[], status?: number): ApiError {
  return new ApiError({ code: 'UE', kind: 'malformed', message: TransportMessage.malformed, answer, issues, status });
}

/** The error for an HTTP answer that carries no usable body of ours (status rules shared by every service). */
export function httpStatusError(answer: HttpAnswer): ApiError {
  const { status, data } = answer;
  if (status >= 500) {
    return new ApiError({
      code: 'AE',
      kind: 'http',
      message: TransportMessage.serverNotAvailable,
      status,
      answer: data,
    });
  }
  if (status === 401) {
    return new ApiError({ code: 'AU', kind: 'http', message: TransportMessage.unauthorized, status, answer: data });
  }
  return new ApiError({ code: 'UE', kind: 'http', message: TransportMessage.networkError, status, answer: data });
}

export type MethodAnswer =
  | { type: 'success'; data: unknown }
  | { type: 'needsConfirmation'; data: unknown }
  | { type: 'error'; error: ApiError };

const isOk = (status: number) => status >= 200 && status < 300;

/** An answer without a body where the method API always sends one: spec 8's missing response. */
export function missingResponse(status: number): ApiError {
  return new ApiError({ code: 'AE', kind: 'malformed', message: TransportMessage.serverError, status });
}

/** Read a method-API answer: HTTP status first, then the envelope's responseCode (PROTOCOL.md, spec 8). */
export function readMethodAnswer(answer: HttpAnswer): MethodAnswer {
  if (answer.status >= 500) return { type: 'error', error: httpStatusError(answer) };
  if (isOk(answer.status) && answer.text.trim() === '') return { type: 'error', error: missingResponse(answer.status) };
  const envelope = v.safeParse(EnvelopeSchema, answer.data);
  if (!envelope.success) {
    const error = isOk(answer.status)
      ? malformedAnswer(answer.data ?? answer.text, envelope.issues, answer.status)
      : httpStatusError(answer);
    return { type: 'error', error };
  }
  const body = envelope.output;
  const code = body.responseCode;
  if (isOk(answer.status) && SUCCESS_CODES.includes(code)) return { type: 'success', data: answer.data };
  if (isOk(answer.status) && code === NEEDS_CONFIRMATION_CODE) return { type: 'needsConfirmation', data: answer.data };
  if (SUCCESS_CODES.includes(code)) return { type: 'error', error: httpStatusError(answer) };
  const error = new ApiError({
    code,
    kind: 'business',
    message: body.responseDescription ?? body.message ?? TransportMessage.serverError,
    description: body.responseDescription,
    errors: body.errors,
    validationErrors: body.validationErrors,
    terms: body.terms,
    status: answer.status,
    answer: answer.data,
  });
  return { type: 'error', error };
}
