// What the mobile-app wrapper hears of registration (identity spec 1: host events "registration success or
// cancel"). Silent outside the wrapper (auth's bridge). The payload names the kind only: the host needs to know
// the flow ended, not who registered.
import { bridge } from '@paydeck/auth';

export type RegistrationKind = 'personal' | 'business';

/** The account was created; the activation e-mail is on its way. */
export const tellHostRegistered = (kind: RegistrationKind) => bridge.send('registrationSuccess', { kind });

/** The person left registration without creating an account. */
export const tellHostCancelled = (kind: RegistrationKind | 'chooser') => bridge.send('registrationCancel', { kind });
