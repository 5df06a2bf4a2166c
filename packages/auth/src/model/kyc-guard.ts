import { paths } from './landing';

/** Pages a person with a pending KYC requirement may still open (everything else leads to KYC). */
const allowedWhileKycPending = [paths.kyc, paths.profileUpdate, paths.selectCompany, '/legal', '/company-documents'];

export interface KycGuardInput {
  pathname: string;
  isAdmin: boolean;
  /** The person's own pending KYC, when acting for nobody. */
  customerNeedsKyc: boolean;
  /** Acting for a company: that company's pending KYC decides. */
  actingForCompany: boolean;
  companyNeedsKyc: boolean;
}

/** "A pending KYC requirement forces the KYC page" (identity spec 2.2): the path to go to, or undefined. */
export function kycRedirect({
  pathname,
  isAdmin,
  customerNeedsKyc,
  actingForCompany,
  companyNeedsKyc,
}: KycGuardInput): string | undefined {
  if (isAdmin && !actingForCompany) return undefined;
  const pending = actingForCompany ? companyNeedsKyc : customerNeedsKyc;
  if (!pending) return undefined;
  const allowed = allowedWhileKycPending.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  return allowed ? undefined : paths.kyc;
}
