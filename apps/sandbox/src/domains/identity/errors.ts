// The token service's refusals: HTTP status and message (routes.ts answers them as { message }).

export class TokenServiceError extends Error {
  readonly status: 400 | 401 | 403 | 404;
  constructor(status: 400 | 401 | 403 | 404, message: string) {
    super(message);
    this.status = status;
  }
}
/** 403 with the message: the request was understood and refused. */
export const refuse = (message: string) => new TokenServiceError(403, message);
