// The answer envelope of the method API (wire protocol, "Method calls").

export interface ValidationError {
  param: string;
  description: string;
}

export type Answer = { responseCode: string } & Record<string, unknown>;

export const ok = (fields: Record<string, unknown> = {}): Answer => ({ responseCode: '00', ...fields });

export const failure = (
  responseCode: string,
  responseDescription: string,
  extra: Record<string, unknown> = {},
): Answer => ({
  responseCode,
  responseDescription,
  ...extra,
});

export const validationFailed = (validationErrors: ValidationError[]): Answer =>
  failure('VF', 'Validation failed', { validationErrors });

/** One invalid field: the common case of a business rule failing. */
export const invalid = (param: string, description: string): Answer => validationFailed([{ param, description }]);

export const unauthorized = { responseCode: 'AU', responseDescription: 'Unauthorized' } as const;

export const noAccess = (customerId: number): Answer => failure('ENOA', `No access to customer ${customerId}`);

export const accessDenied = (): Answer => failure('13', 'Access denied');

/** Spec 7.2: "some representative operations answer 'Not implemented'" (AE: an other failure with its message). */
export const notImplemented = (): Answer => failure('AE', 'Not implemented');

export const isSuccess = (answer: Answer): boolean => answer.responseCode === '00' || answer.responseCode === 'SUCCESS';

/** What a refused answer still writes (keptOnRefusal): the refusal's own transaction is rolled back. */
export type KeptWork = (db: import('../db/open.ts').Db) => Promise<void>;

const keptWork = new WeakMap<Answer, KeptWork>();

/**
 * A refusal whose count must survive it: a wrong code's attempt, the third wrong code's rejection. A call run by the
 * idempotency store (any writing method sent with an Idempotency-Key) has its work rolled back on any refused answer
 * (idempotency.ts), so `work` runs after that rollback, in the store's transaction, and re-reads what it changes
 * there (a concurrent guess may have counted first). Attach it only when the call runs in a transaction
 * (verification-codes.ts keepingCount): without one, the handler's own writes have already committed.
 */
export const keptOnRefusal = (answer: Answer, work: KeptWork): Answer => {
  keptWork.set(answer, work);
  return answer;
};

/** The work a refused answer keeps (keptOnRefusal), if any. */
export const workKeptBy = (answer: Answer): KeptWork | undefined => keptWork.get(answer);
