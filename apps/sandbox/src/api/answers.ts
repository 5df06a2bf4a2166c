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

export const isSuccess = (answer: Answer): boolean => answer.responseCode === '00' || answer.responseCode === 'SUCCESS';
