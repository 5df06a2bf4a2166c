// Which registrations a brand offers (identity spec 1, 2.1): none while registration is disabled; otherwise a
// kind only when the brand lists at least one type of it. Pure (the brand is passed in).
export interface RegistrationSettings {
  registrationDisabled: boolean;
  registrationTypes: { personal: readonly string[]; business: readonly string[] };
}

export type RegistrationKindOffered = 'personal' | 'business';

/** The kinds the chooser shows, in its order. */
export function offeredKinds(brand: RegistrationSettings): RegistrationKindOffered[] {
  if (brand.registrationDisabled) return [];
  const kinds: RegistrationKindOffered[] = [];
  if (brand.registrationTypes.personal.length > 0) kinds.push('personal');
  if (brand.registrationTypes.business.length > 0) kinds.push('business');
  return kinds;
}

/**
 * Where a registration route sends a person the brand does not let register there: /login when registration is
 * disabled (spec 2.1), the chooser when only this kind is not offered; null when the route is open.
 */
export function registrationRedirect(
  brand: RegistrationSettings,
  kind: RegistrationKindOffered | 'chooser',
): '/login' | '/register' | null {
  const kinds = offeredKinds(brand);
  if (kinds.length === 0) return '/login';
  if (kind === 'chooser' || kinds.includes(kind)) return null;
  return '/register';
}
