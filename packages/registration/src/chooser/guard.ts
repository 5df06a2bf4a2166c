import { activeBrand } from '@paydeck/brand-config/active';
import { redirect } from '@tanstack/react-router';
import { type RegistrationKindOffered, registrationRedirect } from '../model/availability';

/** A registration route's beforeLoad: to /login when the brand disables registration, to /register when it does not offer this kind. */
export function requireRegistration(kind: RegistrationKindOffered | 'chooser') {
  const target = registrationRedirect(activeBrand, kind);
  if (target) throw redirect({ href: target, replace: true });
}
