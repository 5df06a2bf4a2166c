// Registration (identity spec 1, 2.1, 3, 4.4, 5, 7.2; packages/registration/WIRE.md): the e-mail check, personal
// and business account opening (a business checked by every section rule before anything is written), the
// activation e-mails and the sign-in guard of accounts not yet activated, the users' invitations once a business is
// activated, the business resolution and its signers (controls and an inbox section), the industry dictionary.
import { defineDomain } from '../domain.ts';
import { onBusinessActivated } from '../identity/account-access.ts';
import { registerSignInGuard } from '../identity/sign-in-guards.ts';
import { activationGuard } from './activation.ts';
import { businessMethods } from './business.ts';
import { registrationControls } from './control.ts';
import { emailCheckMethods } from './email-check.ts';
import { registrationInboxSection } from './inbox.ts';
import { industryMethods } from './industries.ts';
import { sendInvitations } from './invitations.ts';
import { personalMethods } from './personal.ts';
import { resolutionMethods } from './resolutions.ts';
import { registrationSeed } from './seed.ts';
import * as tables from './tables.ts';

registerSignInGuard(activationGuard); // an account waiting for activation cannot sign in
onBusinessActivated(sendInvitations); // the users of a business get their links once it is activated

export const registration = defineDomain({
  name: 'registration',
  methods: [...emailCheckMethods, ...personalMethods, ...businessMethods, ...resolutionMethods, ...industryMethods],
  tables,
  seed: registrationSeed,
  control: registrationControls,
  inbox: registrationInboxSection,
});
