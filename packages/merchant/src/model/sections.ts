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

/**
 * API keys, the API log and webhooks need access right 2 (payments.md 6); so do the IPN settings, whose every call
 * (reading them too) the server's access policy keeps to full access with the signing secret (issue 36).
 */
export const needsFullAccess = (section: MerchantSection): boolean =>
  section.startsWith('internal/') || section === 'ipn/settings';

export type SectionDecision = { kind: 'show'; section: MerchantSection } | { kind: 'redirect'; to: MerchantSection };

/**
 * What /merchant/<path> shows: the root and unknown paths go to verification, the full-access tools need full
 * access (auth's `can('manage')`: right 2 on the company acted for, or the person's own merchant area).
 */
export function decideSection(path: string, access: { fullAccess: boolean }): SectionDecision {
  const clean = path.replace(/^\/+|\/+$/g, '');
  const section = merchantSections.find((known) => known === clean);
  if (!section) return { kind: 'redirect', to: MERCHANT_HOME };
  if (needsFullAccess(section) && !access.fullAccess) return { kind: 'redirect', to: SAVED_BUTTONS };
  return { kind: 'show', section };
}
