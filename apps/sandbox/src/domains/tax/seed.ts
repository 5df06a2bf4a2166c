// The tax domain's part of the demo (WIRE-business.md "Review and journeys"): Greta Hansen, a director of
// Northwind who is no user, holds a self-certification link with a fixed demo secret (30 days from seeding),
// printed in the sandbox README and inbox. No certification is seeded: the journeys make them.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { type DomainSeed, idOf } from '../../seed/steps.ts';
import { representatives } from '../customer/tables.ts';
import { issueSecret } from './secrets.ts';

export const DEMO_AUTH_SECRET = 'greta-demo-self-certification-0123456789abcdef';

/** Greta Hansen's director row at Northwind: the demo secret's representative. */
export async function gretaDirectorId(db: Db, northwindId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: representatives.id })
    .from(representatives)
    .where(
      and(
        eq(representatives.companyCustomerId, northwindId),
        eq(representatives.typeId, 2),
        eq(representatives.firstName, 'Greta'),
      ),
    );
  return row?.id;
}

export const taxSeed: DomainSeed = {
  async finish(run) {
    const greta = await gretaDirectorId(run.db, idOf(run.customerIds, 'northwind'));
    if (greta !== undefined) await issueSecret(run.db, greta, run.now, DEMO_AUTH_SECRET);
  },
};
