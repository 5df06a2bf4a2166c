// The helpdesk's client (api-client createHelpdeskClient): its jwt from the method API (GET zoho/jwt, acting for
// the company when one is chosen); a 401 refreshes the jwt and retries once; a 429 fails the client until a success.
import { createHelpdeskClient, helpdeskJwt } from '@paydeck/api-client';
import { activeBrand } from '@paydeck/brand-config/active';
import { api, apiRoots } from '@paydeck/auth';
import { i18n, toLocale } from '@paydeck/i18n';

export const helpdesk = createHelpdeskClient({
  root: apiRoots.helpdesk,
  getJwt: () => helpdeskJwt(api),
  getLanguage: () => toLocale(i18n.locale) ?? activeBrand.defaultLanguage,
  // after a 429 no call goes out until one succeeds: recovery.ts asks again with backoff (payments.md 8)
  coolDownMs: Number.POSITIVE_INFINITY,
});
