// Demo data (finish step): Northwind Media Ltd has an API key ("Shop backend", its key unknown to anyone: only its
// hash is kept) with a week of requests in its log, and an allowed office range. No webhook: boris adds his own.
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../crypto.ts';
import { DAY, type DomainSeed } from '../../seed/steps.ts';
import { customers } from '../customer/tables.ts';
import { newApiKey } from './api-keys.ts';
import { merchantAllowedIps, merchantApiKeys, merchantApiRequests } from './tables.ts';

const calls = [
  ['POST', '/api/public/payment', 200],
  ['GET', '/api/public/payment/81', 200],
  ['POST', '/api/public/payment', 422],
  ['GET', '/api/public/balance', 200],
  ['POST', '/api/public/refund', 401],
] as const;

export const merchantSeed: DomainSeed = {
  finish: async ({ db, now }) => {
    const [company] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.businessName, 'Northwind Media Ltd'));
    if (!company) return;
    const key = newApiKey();
    const [made] = await db
      .insert(merchantApiKeys)
      .values({ customerId: company.id, name: 'Shop backend', keyHash: sha256Hex(key), keyPrefix: key.slice(0, 12) })
      .returning({ id: merchantApiKeys.id });
    if (!made) return;
    await db.insert(merchantApiRequests).values(
      calls.map(([method, path, statusCode], index) => ({
        customerId: company.id,
        apiKeyId: made.id,
        method,
        path,
        statusCode,
        ip: '203.0.113.10',
        createdAt: new Date(now.getTime() - (index + 1) * DAY),
      })),
    );
    await db
      .insert(merchantAllowedIps)
      .values({ customerId: company.id, name: 'Office', ipFrom: '203.0.113.0', ipTo: '203.0.113.255' });
  },
};
