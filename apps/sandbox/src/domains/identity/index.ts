// Identity: the token service. Sign-in flows (login.ts), the code and device exchanges (tokens.ts),
// sessions (sessions.ts), linked devices (devices.ts), partner sign-in (partners.ts), entry links
// (entry-codes.ts), activation and password recovery (account-access.ts) and their one-time codes
// (verification-codes.ts, limited by code-sends.ts).
import { defineDomain } from '../domain.ts';
import { accountAccessMethods } from './account-access.ts';
import { identityControls } from './control.ts';
import { authRoutes, deviceApiRoutes } from './routes.ts';
import { identitySeed } from './seed.ts';
import * as tables from './tables.ts';

export const identity = defineDomain({
  name: 'identity',
  methods: accountAccessMethods,
  tables,
  seed: identitySeed,
  routes: (sandbox) => [
    { path: '/auth', app: authRoutes(sandbox) },
    { path: '/device-api', app: deviceApiRoutes(sandbox) },
  ],
  control: identityControls,
});
