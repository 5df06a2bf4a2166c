import { prepareBody } from './body.ts';
import { isApiError } from './errors.ts';

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/**
 * One person's intent to do one thing (a transfer, a card order), kept by the form for its lifetime.
 * Its Idempotency-Key stays the same across double clicks, retries and re-submits of the same payload, so the
 * server books it once. The key changes only when the intent changes:
 * - the payload differs from the one last sent (the person edited the form: a new intent);
 * - the server refused the last attempt for good (a catalogue error, a 4xx): nothing was done, and re-sending
 *   the same key would only replay the stored refusal;
 * - reset() (the person starts over, e.g. "make another transfer").
 * A network failure, timeout, 5xx or malformed answer keeps the key: the work may have been done.
 */
export interface Submission {
  readonly key: string;
  readonly pending: boolean;
  /** While a submit is in flight, another submit returns the same promise and sends nothing. */
  submit<T>(payload: object, send: (payload: object, idempotencyKey: string) => Promise<T>): Promise<T>;
  reset(): void;
}

export function createSubmission(newKey: () => string = newIdempotencyKey): Submission {
  let key = newKey();
  let sentPayload: string | undefined;
  let inFlight: Promise<unknown> | undefined;

  const renew = () => {
    key = newKey();
    sentPayload = undefined;
  };

  return {
    get key() {
      return key;
    },
    get pending() {
      return inFlight !== undefined;
    },
    submit<T>(payload: object, send: (payload: object, idempotencyKey: string) => Promise<T>): Promise<T> {
      if (inFlight) return inFlight as Promise<T>;
      const fingerprint = stableJson(prepareBody(payload));
      if (sentPayload !== undefined && sentPayload !== fingerprint) renew();
      sentPayload = fingerprint;
      const usedKey = key;
      const attempt = send(payload, usedKey)
        .catch((error: unknown) => {
          if (isRefusal(error) && key === usedKey) renew();
          throw error;
        })
        .finally(() => {
          inFlight = undefined;
        });
      inFlight = attempt;
      return attempt;
    },
    reset() {
      if (!inFlight) renew();
    },
  };
}

function isRefusal(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind === 'business' || (error.kind === 'http' && error.status !== undefined && error.status < 500);
}

function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
