// The public face of @paydeck/api-client: transport only, no React. See README.md.
export {
  CLIENT_VERSION,
  TIMEOUT_MS,
  RETRY_LIMIT,
  defaultRetryDelay,
  sameOriginRoots,
  type ApiRoots,
} from './constants.ts';
export { prepareBody, stripEmpty, isExactNumberString } from './body.ts';
export { keyKind, type KeyKind } from './body-keys.ts';
export {
  ApiError,
  isApiError,
  isNotImplemented,
  NOT_IMPLEMENTED,
  describeValidationErrors,
  ERROR_CODES,
  TransportMessage,
  type ApiErrorCode,
  type ApiErrorKind,
  type CatalogueCode,
} from './errors.ts';
export { TermSchema, ValidationErrorSchema, EnvelopeSchema, type Term, type ValidationError } from './envelope.ts';
export { parseAnswer } from './answer.ts';
export { isDownloadUrl, downloadUrlSchema, DownloadUrlSchema } from './download-url.ts';
export {
  createApiClient,
  BatchNeedsConfirmation,
  type ApiClient,
  type ApiClientOptions,
  type CallOptions,
  type BatchCallOptions,
  type PathOptions,
  type TokenGetter,
} from './api-client.ts';
export type { FetchLike, HttpOptions } from './http.ts';
export { createSubmission, newIdempotencyKey, type Submission } from './submission.ts';
export { createCodeVerifier, codeChallengeS256, CODE_VERIFIER_LENGTH } from './pkce.ts';
export {
  createTokenClient,
  deviceApiRootOf,
  type TokenClient,
  type TokenClientOptions,
  type LoginInput,
  type LoginOutcome,
  type TokenInput,
  type NewDevice,
  type SeiAuthorizeOutcome,
  type SeiAuthorizationOutcome,
} from './token/client.ts';
export {
  TokenError,
  TokenErrorText,
  isTokenError,
  tokenCallUnanswered,
  type TokenErrorKind,
} from './token/errors.ts';
export * from './token/schemas.ts';
export {
  createContractsClient,
  CUSTOMER_ID_HEADER,
  type ContractsClient,
  type ContractsClientOptions,
} from './contracts-client.ts';
export {
  createHelpdeskClient,
  helpdeskJwt,
  HELPDESK_COOL_DOWN_MS,
  HELPDESK_UNAVAILABLE,
  type HelpdeskClient,
  type HelpdeskClientOptions,
  type HelpdeskState,
} from './helpdesk-client.ts';
export type { RestOptions, RestMethod } from './rest.ts';
export {
  createRealtime,
  AUTH_CLOSE_CODE,
  type Realtime,
  type RealtimeOptions,
  type RealtimeState,
  type RealtimeListener,
  type WebSocketLike,
  type WebSocketFactory,
} from './realtime/realtime.ts';
export { reconnectDelay, type BackoffOptions } from './realtime/backoff.ts';
export { realtimeUrl } from './realtime/url.ts';
export {
  REALTIME_EVENT_TYPES,
  RealtimeEventSchema,
  RealtimeNotificationSchema,
  RealtimeTransactionSchema,
  type RealtimeEvent,
  type RealtimeEventType,
  type KnownEventType,
} from './realtime/schemas.ts';
