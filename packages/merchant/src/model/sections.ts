// The merchant section's screens (payments.md 2) under /merchant/<path>, and who may open them (payments.md 6).

export const merchantSections = [
  'buttons/saved',
  'buttons/pbn_settings',
  'buttons/business_logos',
  'internal/api_key',
  'internal/api_log',
  'internal/webhook_log',
  'accounts/subscribers',
  'security/verification',
  'security/verification/history',
  'security/reputation',
  'ipn/history',
  'ipn/settings',
] as const;
export type MerchantSection = (typeof merchantSections)[number];

/** The section's root redirects to security verification. */
export const MERCHANT_HOME: MerchantSection = 'security/verification';
/** Where someone without full access is sent from the internal tools. */
export const SAVED_BUTTONS: MerchantSection = 'buttons/saved';
/** Company access right 2: full access. */
export const FULL_ACCESS = 2;

/** API keys, the API log and webhooks need access right 2. */
export const needsFullAccess = (section: MerchantSection): boolean => section.startsWith('internal/');

/**
 * Full access: the customer's own merchant area (no company acted for: an owner has right 2), or right 2 on the
 * company acted for.
 */
export const hasFullAccess = (fromCustomerId: number | null, accessRights: number | null): boolean =>
  fromCustomerId === null || accessRights === FULL_ACCESS;

export type SectionDecision = { kind: 'show'; section: MerchantSection } | { kind: 'redirect'; to: MerchantSection };

/** What /merchant/<path> shows: the root and unknown paths go to verification, the internal tools need right 2. */
export function decideSection(
  path: string,
  access: { fromCustomerId: number | null; accessRights: number | null },
): SectionDecision {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const section = merchantSections.find((known) => known === clean);
  if (!section) return { kind: 'redirect', to: MERCHANT_HOME };
  if (needsFullAccess(section) && !hasFullAccess(access.fromCustomerId, access.accessRights))
    return { kind: 'redirect', to: SAVED_BUTTONS };
  return { kind: 'show', section };
}
