// What a person may do for the customer acted for: the access policy of issue 36 as the client reads it
// (SECURITY.md's table; identity spec 6, payments.md 6). The server refuses whatever this allows wrongly;
// screens use it to offer only what will be accepted, and the `_session` guard to keep people off pages
// they may not use. Pure: table-tested in company-rights.test.ts.

/** Company access rights (identity spec 6): no access 0, read 1, full 2, initiate 3, confirmed 4, uploading 5. */
export const AccessRight = { none: 0, read: 1, full: 2, initiate: 3, confirmed: 4, uploading: 5 } as const;

/**
 * - `viewBalances`: balances, history, statements and every screen of the company's money (1-4);
 * - `uploadDocuments`: the company's documents (2-5);
 * - `initiate`: send, pay, create, order, change (2, 3, 4; right 3's money calls become company requests);
 * - `approve`: decide the company's transaction requests (2, and 4 "confirmed");
 * - `manage`: full access: company users, the merchant's API keys, logs, webhooks and notification settings (2).
 */
export type CompanyAction = 'viewBalances' | 'uploadDocuments' | 'initiate' | 'approve' | 'manage';

const rightsFor: Record<CompanyAction, readonly number[]> = {
  viewBalances: [AccessRight.read, AccessRight.full, AccessRight.initiate, AccessRight.confirmed],
  uploadDocuments: [AccessRight.full, AccessRight.initiate, AccessRight.confirmed, AccessRight.uploading],
  initiate: [AccessRight.full, AccessRight.initiate, AccessRight.confirmed],
  approve: [AccessRight.full, AccessRight.confirmed],
  manage: [AccessRight.full],
};

/** Whether a company access right allows an action (no session facts: the right alone). */
export const rightAllows = (accessRights: number, action: CompanyAction): boolean =>
  rightsFor[action].includes(accessRights);

/** The session facts the rights follow (the session store's). */
export interface RightsHolder {
  customer: { customerId: number | string; isAdmin: boolean } | null;
  /** The company acted for (null: the person's own customer). */
  fromCustomerId: number | null;
  /** The right on the company acted for, from its access info (null: not known). */
  accessRights: number | null;
}

/**
 * Whether the person may do `action`. An admin acting for another customer only reads. Acting for a company
 * whose right is known, that right decides. Otherwise (a personal customer, a business owner before choosing
 * a company) it is the person's own customer: everything, the server deciding the rest.
 */
export function companyCan(holder: RightsHolder, action: CompanyAction): boolean {
  const { fromCustomerId, accessRights } = holder;
  if (readsOnly(holder)) return action === 'viewBalances';
  if (fromCustomerId === null || accessRights === null) return true;
  return rightAllows(accessRights, action);
}

/**
 * An admin acting for another customer: they only read, their own settings included (the server's `self`
 * methods that write refuse them too, e.g. a username change from the customer's profile).
 */
export function readsOnly({ customer, fromCustomerId }: RightsHolder): boolean {
  return (
    customer?.isAdmin === true && fromCustomerId !== null && String(fromCustomerId) !== String(customer.customerId)
  );
}

/** Identity spec 6: a business user without balance-info access is limited to the company documents page. */
export const isDocumentsOnly = (holder: RightsHolder): boolean => !companyCan(holder, 'viewBalances');

export const companyDocumentsPath = '/company-documents';

/**
 * The pages a documents-only person may open: the company's documents, and what concerns the person
 * rather than the company's money (the server's `self` methods): KYC (which the KYC guard may force), their
 * security settings, login history and payout blacklist, the company switch, the mobile-app handoff.
 */
const documentsOnlyPages = [
  companyDocumentsPath,
  '/kyc',
  '/profile-update',
  '/select-company',
  '/setting',
  '/login-history',
  '/payout-blacklist',
  '/scp',
  '/legal',
];

const under = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`);

/**
 * Where a person asking for `pathname` goes instead, or undefined when they may open it. `needs` is what
 * the page's route declares (`staticData.needs`). A documents-only person goes to the company documents;
 * anyone else lacking what the page needs goes home.
 */
export function pageRedirect(
  holder: RightsHolder,
  pathname: string,
  needs: readonly CompanyAction[] = [],
): string | undefined {
  if (isDocumentsOnly(holder))
    return documentsOnlyPages.some((page) => under(pathname, page)) ? undefined : companyDocumentsPath;
  return needs.every((action) => companyCan(holder, action)) ? undefined : '/home';
}

/** A navigation entry the rights filter: its page, what it needs, or shown only to a documents-only person. */
export interface GuardedEntry {
  to: string;
  needs?: CompanyAction | undefined;
  /** Only for a person limited to the company documents (their way back to them). */
  forDocumentsOnly?: boolean | undefined;
}

/** The entries this person may open: navigation shows no page the guard would turn away. */
export function allowedEntries<T extends GuardedEntry>(entries: readonly T[], holder: RightsHolder): T[] {
  const documentsOnly = isDocumentsOnly(holder);
  return entries.filter((entry) =>
    entry.forDocumentsOnly ? documentsOnly : !pageRedirect(holder, entry.to, entry.needs ? [entry.needs] : []),
  );
}
