// KYC (identity spec 2.2, 3, 4.3, 7.2; packages/kyc/WIRE.md): the account status inputs, profile,
// addresses and their proofs, phones and their verification, identity documents and uploads, limit
// reasons, payment e-mails, username change, the external identity workflow and video identity job
// (the sandbox plays the provider), the IP privacy check, and the reviewer (controls and inbox).
import { defineDomain } from '../domain.ts';
import { addressMethods } from './addresses.ts';
import { kycControls } from './control.ts';
import { checkUrlMethods } from './check-urls.ts';
import { customerVerificationMethods } from './customer-verification.ts';
import { dictionaryMethods } from './dictionaries.ts';
import { documentMethods } from './documents.ts';
import { identityMethods } from './identity.ts';
import { kycInboxSection } from './inbox.ts';
import { kycRequestMethods } from './kyc-request.ts';
import { limitReasonMethods } from './limit-reasons.ts';
import { paymentEmailMethods } from './payment-emails.ts';
import { phoneMethods } from './phones.ts';
import { placeDictionaryMethods } from './place-dictionaries.ts';
import { profileMethods } from './profile.ts';
import { kycPathRoutes } from './routes.ts';
import { kycSeed } from './seed.ts';
import * as tables from './tables.ts';
import { usernameMethods } from './username.ts';
import { verificationMethods } from './verification.ts';

export const kyc = defineDomain({
  name: 'kyc',
  methods: [
    ...kycRequestMethods,
    ...profileMethods,
    ...addressMethods,
    ...phoneMethods,
    ...identityMethods,
    ...documentMethods,
    ...limitReasonMethods,
    ...paymentEmailMethods,
    ...usernameMethods,
    ...verificationMethods,
    ...customerVerificationMethods,
    ...dictionaryMethods,
    ...placeDictionaryMethods,
    ...checkUrlMethods,
  ],
  tables,
  seed: kycSeed,
  routes: (sandbox, registry) => [{ path: '/api', app: kycPathRoutes(sandbox, registry) }],
  control: kycControls,
  inbox: kycInboxSection,
});
