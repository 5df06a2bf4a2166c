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

/** Why the guard sent the person to /kyc (its `reason`, which the KYC page tells): their own KYC or the company's. */
export const kycRedirectReasons = ['kycRequired', 'companyKycRequired'] as const;
export type KycRedirectReason = (typeof kycRedirectReasons)[number];

/**
 * "A pending KYC requirement forces the KYC page" (identity spec 2.2): the path to go to, or undefined. The path says
 * why (`?reason=`), so the KYC page can tell a person who opened another page why they are there instead.
 */
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
  if (allowed) return undefined;
  const reason: KycRedirectReason = actingForCompany ? 'companyKycRequired' : 'kycRequired';
  return `${paths.kyc}?reason=${reason}`;
}
