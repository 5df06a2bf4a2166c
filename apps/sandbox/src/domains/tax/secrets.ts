// A representative's auth secret (identity spec 2.1, 6): the link the bank e-mails a representative who is no
// user, to certify their tax residence without a session. 256 random bits kept as a SHA-256 hash; one
// representative, one purpose; 30 days; a new one ends the older; spent when the certification completes.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { newToken, sha256Hex } from '../../crypto.ts';
import type { Db } from '../../db/open.ts';
import { type Lang, written } from '../../lang.ts';
import { sendMessage } from '../../outbox.ts';
import { certifyLink } from './mail-words.ts';
import { customers, representatives } from '../customer/tables.ts';
import { representativeSecrets } from './tables.ts';

export const SECRET_DAYS = 30;
const PURPOSE = 'taxSelfCertification';

export const selfCertificationLink = (secret: string) =>
  `/self-certification-representative?authSecret=${encodeURIComponent(secret)}`;

/** Issues a secret for a representative (or stores the given one: the seed's demo secret). */
export async function issueSecret(db: Db, representativeId: number, now: Date, secret = newToken()): Promise<string> {
  await db
    .update(representativeSecrets)
    .set({ spentAt: now })
    .where(and(eq(representativeSecrets.representativeId, representativeId), isNull(representativeSecrets.spentAt)));
  await db.insert(representativeSecrets).values({
    representativeId,
    secretHash: sha256Hex(secret),
    purpose: PURPOSE,
    expiresAt: new Date(now.getTime() + SECRET_DAYS * 86_400_000),
    createdAt: now,
  });
  return secret;
}

export interface SecretHolder {
  representativeId: number;
  customerId: number;
  typeId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  companyName: string;
}

/** The representative a live secret belongs to, or undefined (unknown, expired, spent, representative gone). */
export async function holderOf(db: Db, secret: string, now: Date): Promise<SecretHolder | undefined> {
  const [row] = await db
    .select({ rep: representatives, companyName: customers.businessName })
    .from(representativeSecrets)
    .innerJoin(representatives, eq(representatives.id, representativeSecrets.representativeId))
    .innerJoin(customers, eq(customers.id, representatives.companyCustomerId))
    .where(
      and(
        eq(representativeSecrets.secretHash, sha256Hex(secret)),
        eq(representativeSecrets.purpose, PURPOSE),
        isNull(representativeSecrets.spentAt),
        gt(representativeSecrets.expiresAt, now),
      ),
    );
  if (!row) return undefined;
  return {
    representativeId: row.rep.id,
    customerId: row.rep.companyCustomerId,
    typeId: row.rep.typeId,
    firstName: row.rep.firstName ?? '',
    lastName: row.rep.lastName ?? '',
    email: row.rep.email,
    companyName: row.companyName ?? '',
  };
}

/**
 * A new secret, e-mailed to the representative when they have an address (the inbox), in `lang` (the bank writes to
 * a stranger in the language the control names, else English); answers it and its link.
 */
export async function sendSelfCertificationLink(db: Db, representativeId: number, now: Date, lang: Lang = 'en') {
  const [rep] = await db.select().from(representatives).where(eq(representatives.id, representativeId));
  if (!rep) return undefined;
  const authSecret = await issueSecret(db, representativeId, now);
  const link = selfCertificationLink(authSecret);
  // A representative without an e-mail address gets the link from the company (the control answers it).
  if (rep.email) {
    await sendMessage(db, {
      kind: 'email',
      recipient: rep.email,
      ...written(certifyLink, lang, { days: String(SECRET_DAYS) }),
      link,
    });
  }
  return { authSecret, link };
}
