import type * as v from 'valibot';
import type { Term, ValidationError } from './envelope.ts';

/** The error catalogue (spec 8). The server may send a code outside it; it is kept as sent. */
export const ERROR_CODES = ['VF', 'TE', 'AE', 'UE', 'AU', 'ENOA', 'CA', '13', 'TA1', 'IM'] as const;
export type CatalogueCode = (typeof ERROR_CODES)[number];
export type ApiErrorCode = CatalogueCode | '92' | (string & {});

/**
 * Where an error came from:
 * - business: the server answered with a catalogue code (or 92 where the caller did not expect it);
 * - http: an HTTP error status without a catalogue answer (5xx, a bare 401, a 404 from a proxy…);
 * - network: no answer at all, after the retries; timeout: no answer within 5 minutes;
 * - malformed: an answer that is not JSON or does not match the caller's schema.
 */
export type ApiErrorKind = 'business' | 'http' | 'network' | 'timeout' | 'malformed';

/** Messages the transport itself produces; the UI translates them (spec 8). */
export const TransportMessage = {
  serverNotAvailable: 'Server is not available',
  serverError: 'serverError',
  networkError: 'networkError',
  malformed: 'malformedAnswer',
  unauthorized: 'Unauthorized',
} as const;

export interface ApiErrorInit {
  code: ApiErrorCode;
  kind: ApiErrorKind;
  message: string;
  description?: string | undefined;
  errors?: readonly string[] | undefined;
  validationErrors?: readonly ValidationError[] | undefined;
  terms?: readonly Term[] | undefined;
  status?: number | undefined;
  issues?: readonly v.BaseIssue<unknown>[] | undefined;
  answer?: unknown;
  cause?: unknown;
}

/** The one error every client of this package throws. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ApiErrorCode;
  readonly kind: ApiErrorKind;
  /** The server's responseDescription, when it sent one. */
  readonly description: string | undefined;
  readonly errors: readonly string[];
  readonly validationErrors: readonly ValidationError[];
  readonly terms: readonly Term[];
  /** HTTP status, when an answer arrived. */
  readonly status: number | undefined;
  /** valibot issues of a malformed answer. */
  readonly issues: readonly v.BaseIssue<unknown>[] | undefined;
  /** The raw answer, for logging. */
  readonly answer: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.kind = init.kind;
    this.description = init.description;
    this.errors = init.errors ?? [];
    this.validationErrors = init.validationErrors ?? [];
    this.terms = init.terms ?? [];
    this.status = init.status;
    this.issues = init.issues;
    this.answer = init.answer;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The bank's words for an operation it has not implemented (identity spec 7.2); ui translates them. */
export const NOT_IMPLEMENTED = 'Not implemented';

/** An answer saying the operation is not implemented: nothing was done, and trying again will not help. */
export const isNotImplemented = (error: unknown): boolean =>
  isApiError(error) && (error.description === NOT_IMPLEMENTED || error.message === NOT_IMPLEMENTED);

/** A VF answer rendered as the spec says: "param: description" entries joined by commas. */
export function describeValidationErrors(errors: readonly ValidationError[]): string {
  return errors.map(({ param, description }) => `${param}: ${description}`).join(', ');
}
