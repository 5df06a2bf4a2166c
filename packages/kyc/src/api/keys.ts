/**
 * Query keys of this package: invalidate by prefix (`kycKeys.all` after anything that changes what the bank knows
 * of the person: every kyc answer and the status derive from the same records).
 */
export const kycKeys = {
  all: ['kyc'] as const,
  customerInfo: () => [...kycKeys.all, 'customer-info'] as const,
  request: () => [...kycKeys.all, 'request'] as const,
  profile: () => [...kycKeys.all, 'profile'] as const,
  addresses: () => [...kycKeys.all, 'addresses'] as const,
  emails: () => [...kycKeys.all, 'emails'] as const,
  identity: () => [...kycKeys.all, 'identity'] as const,
  documents: () => [...kycKeys.all, 'documents'] as const,
  limitReasons: () => [...kycKeys.all, 'limit-reasons'] as const,
  dueDiligence: () => [...kycKeys.all, 'due-diligence'] as const,
  clientIp: () => [...kycKeys.all, 'client-ip'] as const,
  paymentEmails: () => [...kycKeys.all, 'payment-emails'] as const,
  usernameChange: () => [...kycKeys.all, 'username-change'] as const,
  /** Dictionaries do not change with the person's records: outside `all`. */
  dictionary: (name: string, kind: string | undefined, lang: string) =>
    ['kyc-dictionary', name, kind ?? '', lang] as const,
  documentCategories: (countryCode: string | undefined) =>
    ['kyc-dictionary', 'document-categories', countryCode ?? ''] as const,
  workflowRun: (workflowRunId: string) => ['kyc-public', 'workflow', workflowRunId] as const,
  videoJob: (id: number) => ['kyc-public', 'video-job', id] as const,
};
