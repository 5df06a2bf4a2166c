// Security settings (payments spec 3, 7): two-step verification, password change, IP whitelist,
// blacklist, notification settings, legal info; the path form of the two-step calls (routes.ts).
import { defineDomain } from '../domain.ts';
import { blacklistMethods } from './blacklist.ts';
import { registerDeviceApproval } from '../identity/device-approvals.ts';
import { registerSignInGuard } from '../identity/sign-in-guards.ts';
import { passwordPushApproval } from './password-push.ts';
import { ipWhitelistGuard, ipWhitelistMethods } from './ip-whitelist.ts';
import { legalInfoMethods } from './legal-info.ts';
import { notificationMethods } from './notifications.ts';
import { passwordMethods } from './password.ts';
import { securityPathRoutes } from './routes.ts';
import * as tables from './tables.ts';
import { twoStepMethods } from './two-step.ts';

registerSignInGuard(ipWhitelistGuard); // the whitelist is enforced at every password sign-in
registerDeviceApproval(passwordPushApproval); // a push person's password change waits for their device

export const security = defineDomain({
  name: 'security',
  methods: [
    ...twoStepMethods,
    ...passwordMethods,
    ...ipWhitelistMethods,
    ...blacklistMethods,
    ...notificationMethods,
    ...legalInfoMethods,
  ],
  tables,
  routes: (sandbox, registry) => [{ path: '/api', app: securityPathRoutes(sandbox, registry) }],
});
