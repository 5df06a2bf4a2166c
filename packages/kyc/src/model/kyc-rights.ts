// What the KYC, profile, company and tax pages offer the person (issue 36): the sandbox's access policy
// (apps/sandbox/src/api/access-policy.ts) read through auth's company rights, the one place rights live.
// Screens hide what is false. Table-tested in kyc-rights.test.ts.
import type { CompanyAction } from '@paydeck/auth';

export interface KycRights {
  /**
   * The policy's `full` methods (right 2; a personal customer on their own data): KYC answers, personal details,
   * addresses, phones, payment e-mails, tax certifications and their forms, the company's details and answers,
   * representatives' tax numbers, company users.
   */
  canManage: boolean;
  /** `upload` (rights 2-5): identity documents and online identification, proofs, limit-reason, company and
   * representatives' documents. */
  canUpload: boolean;
  /** `self` methods that write: the person's own sign-in e-mail (everyone but an admin acting for a customer). */
  canChangeLogin: boolean;
}

/** The rights of `useCompanyRights()` (auth) that these pages ask. */
export interface RightsSource {
  can: (action: CompanyAction) => boolean;
  readsOnly: boolean;
}

export const kycRights = ({ can, readsOnly }: RightsSource): KycRights => ({
  canManage: can('manage'),
  canUpload: can('uploadDocuments'),
  canChangeLogin: !readsOnly,
});
