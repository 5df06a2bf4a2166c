// Merchant (packages/merchant/WIRE.md): webhooks with signed, retried deliveries to checked destinations, API keys
// (hashed) and their request log, allowed IP ranges, IPN and payment-notification settings with the signing secret.
import { defineDomain } from '../domain.ts';
import { internalMethods } from './api-keys.ts';
import { buttonAndLogoMethods } from './buttons.ts';
import { ipnMethods } from './ipn.ts';
import { listMethods } from './lists.ts';
import { merchantPathRoutes } from './routes.ts';
import { merchantSeed } from './seed.ts';
import { settingsMethods } from './settings.ts';
import * as tables from './tables.ts';
import { webhookMethods } from './webhooks.ts';

export const merchant = defineDomain({
  name: 'merchant',
  methods: [
    ...webhookMethods,
    ...internalMethods,
    ...settingsMethods,
    ...buttonAndLogoMethods,
    ...listMethods,
    ...ipnMethods,
  ],
  tables,
  seed: merchantSeed,
  routes: (sandbox, registry) => [{ path: '/api', app: merchantPathRoutes(sandbox, registry) }],
});
