import type * as v from 'valibot';

/** The token service's own error texts (identity spec 8), kept verbatim, typo included. */
export const TokenErrorText = {
  sessionExpired: 'session expired',
  badStatus: 'bad status',
  unknown: 'unknow error',
  strange: 'strange error',
} as const;

/**
 * - rejected: HTTP 403 with `{ message }`; the message is the server's ("Invalid username or password");
 * - badStatus: any other HTTP error status ('bad status');
 * - network: no answer, or none within the timeout ('unknow error');
 * - malformed: a success status whose body does not match the schema ('strange error');
 * - sessionExpired: any failure of refresh, and an empty refresh token ('session expired').
 */
export type TokenErrorKind = 'rejected' | 'badStatus' | 'network' | 'malformed' | 'sessionExpired';

export interface TokenErrorDetails {
  status?: number | undefined;
  /** The `{ message }` of any error status (a 400 or 404 explains itself too), for logs and screens. */
  serverMessage?: string | undefined;
  issues?: readonly v.BaseIssue<unknown>[];
  cause?: unknown;
}

export class TokenError extends Error {
  override readonly name = 'TokenError';

  readonly kind: TokenErrorKind;
  readonly details: TokenErrorDetails;

  constructor(kind: TokenErrorKind, message: string, details: TokenErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.details = details;
  }

  get status(): number | undefined {
    return this.details.status;
  }

  get serverMessage(): string | undefined {
    return this.details.serverMessage;
  }
}

export function isTokenError(error: unknown): error is TokenError {
  return error instanceof TokenError;
}

/**
 * Whether a token call got no answer at all (offline, a timeout, the page unloading mid-request): the
 * server may not have seen it, so it says nothing about the session. Looks through a 'session expired'
 * wrapper to the failure it wraps.
 */
export function tokenCallUnanswered(error: unknown): boolean {
  return isTokenError(error) && (error.kind === 'network' || tokenCallUnanswered(error.cause));
}
