// Demo data: seeded on first start (empty database) and by `pnpm seed --reset`. Each domain seeds its
// own part (the `seed` of a domain, steps.ts); this runs the steps over the domain list.
import { count, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import { users } from '../domains/customer/tables.ts';
import { hashPassword } from '../domains/identity/crypto.ts';
import { allTables, domains, referenceTables } from '../domains/index.ts';
import { DEMO_PASSWORD, demoCustomers, people } from './people.ts';
import { type CustomerRun, DAY, type SeedRun } from './steps.ts';

/**
 * Empties every table of demo data (ids restart at 1). The migrations journal is in its own schema and stays, and so
 * do the tables of reference data the migrations wrote (a reset emptied the BIN tables, and no seed fills them).
 */
export async function resetDatabase(db: Db): Promise<void> {
  const names = allTables
    .filter((table) => !referenceTables.includes(table))
    .map((table) => `"${getTableConfig(table).name}"`)
    .join(', ');
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  return (row?.n ?? 0) === 0;
}

/** Seeds when the database has no users yet; answers whether it did. */
export async function seedIfEmpty(db: Db, now: Date): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDemo(db, now);
  return true;
}

export async function resetAndSeed(db: Db, now: Date): Promise<void> {
  await resetDatabase(db);
  await seedDemo(db, now);
}

export async function seedDemo(db: Db, now: Date): Promise<void> {
  const seeds = domains.flatMap((domain) => (domain.seed ? [domain.seed] : []));
  await db.transaction(async (tx) => {
    const run: SeedRun = {
      db: tx,
      now,
      openedAt: new Date(now.getTime() - 400 * DAY),
      passwordHash: await hashPassword(DEMO_PASSWORD),
      customerIds: new Map(),
      userIds: new Map(),
    };
    for (const seed of seeds) await seed.bank?.(run);
    for (const key of demoCustomers) {
      const customerRun: CustomerRun = { ...run, key, accounts: [] };
      for (const seed of seeds) await seed.customer?.(customerRun);
      for (const seed of seeds) await seed.accounts?.(customerRun);
      for (const seed of seeds) await seed.activity?.(customerRun);
    }
    for (const person of people) for (const seed of seeds) await seed.person?.(run, person);
    for (const seed of seeds) await seed.finish?.(run);
  });
  await db.execute(sql`analyze`); // planner statistics: PGlite runs no autovacuum
}
