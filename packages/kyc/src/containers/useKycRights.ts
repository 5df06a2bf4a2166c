import { useCompanyRights } from '@paydeck/auth';
import { type KycRights, kycRights } from '../model/kyc-rights';

/** What the person may do on the KYC, profile, company and tax pages (model/kyc-rights.ts). */
export const useKycRights = (): KycRights => kycRights(useCompanyRights());
