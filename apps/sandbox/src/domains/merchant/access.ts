// Who may use which merchant call (payments.md 6): the API keys, the API log, webhooks (with allowed IPs) and the
// IPN and payment-notification settings, confirm and resend need access right 2 (full access); the rest of the
// merchant area reads with rights 1-4 and writes with 2, 3 or 4 (api/access-policy.ts).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { merchantSettings } from './tables.ts';

export const FULL_ACCESS = 2;
export const hasFullAccess = (accessRights: number): boolean => accessRights === FULL_ACCESS;

export const newSecret = (): string => `whsec_${randomBytes(24).toString('base64url')}`;

/** The merchant's settings, made on first use with the defaults (notifyStatusId 1, statusId 1) and a secret. */
export async function settingsOf(db: Db, customerId: number) {
  const [found] = await db.select().from(merchantSettings).where(eq(merchantSettings.customerId, customerId));
  if (found) return found;
  const [made] = await db
    .insert(merchantSettings)
    .values({ customerId, secret: newSecret() })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [again] = await db.select().from(merchantSettings).where(eq(merchantSettings.customerId, customerId));
  if (!again) throw new Error('merchant settings not made');
  return again;
}
