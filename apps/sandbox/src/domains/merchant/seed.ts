// Demo data (finish step): Northwind Media Ltd has an API key ("Shop backend", its key unknown to anyone: only its
// hash is kept) with a week of requests in its log, an allowed office range, 30 IPN messages (20 confirmed) and three
// subscribers (one canceled). No webhook: boris adds his own.
import { eq } from 'drizzle-orm';
import { sha256Hex } from '../../crypto.ts';
import { fromMinor } from '../../money.ts';
import { DAY, type DomainSeed } from '../../seed/steps.ts';
import { customers } from '../customer/tables.ts';
import { newApiKey } from './api-keys.ts';
import {
  merchantAllowedIps,
  merchantApiKeys,
  merchantApiRequests,
  merchantIpnMessages,
  merchantSubscriptions,
} from './tables.ts';

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
    // 30 payments notified (two IPN pages and a half), three subscribers (one canceled)
    await db.insert(merchantIpnMessages).values(
      Array.from({ length: 30 }, (_, index) => {
        const amount = fromMinor(1_000n + BigInt(index) * 250n, 'EUR'); // 10.00, 12.50, … 82.50
        const payerEmail = `buyer${index + 1}@example.com`;
        return {
          customerId: company.id,
          amount,
          currencyCode: 'EUR',
          payerEmail,
          statusId: 1,
          confirmed: index < 20,
          body: JSON.stringify({ event: 'payment', amount, currencyCode: 'EUR', payerEmail }),
          createdAt: new Date(now.getTime() - (30 - index) * DAY),
        };
      }),
    );
    await db.insert(merchantSubscriptions).values(
      [
        ['ines.keller@example.com', 'Newsletter Pro', '9.90', 30, 12, 1],
        ['tom.varga@example.com', 'Studio membership', '49.00', 30, 6, 1],
        ['lea.moreau@example.com', 'Newsletter Pro', '9.90', 30, 12, 2],
      ].map(([subscriberEmail, buttonName, amount, periodDays, installments, statusId], index) => ({
        customerId: company.id,
        subscriberEmail: String(subscriberEmail),
        buttonName: String(buttonName),
        amount: String(amount),
        currencyCode: 'EUR',
        periodDays: Number(periodDays),
        installments: Number(installments),
        statusId: Number(statusId),
        createdAt: new Date(now.getTime() - (90 - index * 20) * DAY),
      })),
    );
  },
};
