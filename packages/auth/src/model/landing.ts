import { companyDocumentsPath, rightAllows } from './company-rights';
import { safeInternalPath } from './safe-path';

/** Customer kinds (identity spec 3): personal 0, old business 1, business 2. */
export const PERSONAL_CUSTOMER = 0;

/** Where the person goes: a path of this app, or (old web) an absolute URL outside it. */
export type Landing = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/** The customer-info fields the landing reads. */
export interface LandingCustomer {
  customerType: number;
  isAdmin?: boolean | undefined;
  isHaveRelatedAccounts?: boolean | undefined;
  useOldWeb?: boolean | undefined;
  oldWebUrl?: string | null | undefined;
  isNeedPersonalInfoUpdate?: boolean | undefined;
  isNeedKyc?: boolean | undefined;
  /** FATCA self-certification action required (not among the spec's named fields; read when sent). */
  isFatcaActionRequired?: boolean | undefined;
}

/** The customer-access-info fields the business start page reads. */
export interface LandingAccess {
  accessRights: number;
  permissions?: readonly string[] | undefined;
  isNeedKyc?: boolean | undefined;
  taxResidencySelfCertificationDocumentStatus?: string | null | undefined;
}

export interface LandingInput {
  customer: LandingCustomer;
  /** Access info of the company acted for; needed for business customers without related accounts. */
  access?: LandingAccess | undefined;
  /** The remembered target path (validated again here). */
  initialPath?: string | null | undefined;
  /**
   * The person asked to act for a company (entry parameter fromCustomerId, or the company chooser)
   * and `access` is that company's: its business start page decides.
   */
  actingForCompany?: boolean | undefined;
}

export const paths = {
  home: '/home',
  adminOverview: '/admin-overview',
  selectCompany: '/select-company',
  profileUpdate: '/profile-update',
  kyc: '/kyc',
  selfCertification: '/self-certification',
  selfCertificationBusinessSplash: '/self-certification-business-splash',
  companyDocuments: companyDocumentsPath,
} as const;

const internal = (path: string): Landing => ({ kind: 'internal', path });

/** Old web is followed only to an https address (a customer record is not trusted with other schemes). */
function oldWebUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Balance-info access (spec silent on its shape): a right that lets the user see the company's
 * money — read, full, initiate or confirmed (1–4). No access (0) and uploading (5, an authorised user who
 * only uploads documents) do not, whatever the permissions say: the server's access policy refuses them the
 * balances and the history (issue 36), so the landing must not send them there.
 */
export function hasBalanceInfoAccess(access: LandingAccess): boolean {
  return rightAllows(access.accessRights, 'viewBalances');
}

const certificationDone = new Set(['validated', 'pending']);

/** The business start page after access info (identity spec 2.3, second paragraph). */
export function resolveBusinessStart(access: LandingAccess, initialPath?: string | null): string {
  if (access.isNeedKyc) return paths.kyc;
  if (!hasBalanceInfoAccess(access)) return paths.companyDocuments;
  const remembered = safeInternalPath(initialPath);
  if (remembered) return remembered;
  if (certificationDone.has(access.taxResidencySelfCertificationDocumentStatus ?? '')) return paths.home;
  return paths.selfCertificationBusinessSplash;
}

/**
 * The landing after sign-in: the first applicable of old web, (a company asked for by fromCustomerId:
 * its business start page), admin overview, company selection
 * (business with related accounts) or the business start page (authorised-user flow), profile
 * update, KYC, self-certification, the remembered path, home (identity spec 2.3).
 */
export function resolveLanding({ customer, access, initialPath, actingForCompany }: LandingInput): Landing {
  if (customer.useOldWeb) {
    const url = oldWebUrl(customer.oldWebUrl);
    if (url) return { kind: 'external', url };
  }
  if (actingForCompany && access) return internal(resolveBusinessStart(access, initialPath));
  if (customer.isAdmin) return internal(paths.adminOverview);
  if (customer.customerType !== PERSONAL_CUSTOMER) {
    if (customer.isHaveRelatedAccounts) return internal(paths.selectCompany);
    // Without access info yet the company is chosen on the selection screen, which loads it.
    return internal(access ? resolveBusinessStart(access, initialPath) : paths.selectCompany);
  }
  if (customer.isNeedPersonalInfoUpdate) return internal(paths.profileUpdate);
  if (customer.isNeedKyc) return internal(paths.kyc);
  if (customer.isFatcaActionRequired) return internal(paths.selfCertification);
  return internal(safeInternalPath(initialPath) ?? paths.home);
}
