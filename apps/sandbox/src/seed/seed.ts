// Demo data: seeded on first start (empty database) and by `pnpm seed --reset`.
// Dates are relative to the day of seeding, so the default history views always show data;
// everything else (names, amounts, order) is fixed by seeded random draws.
import { count, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../domains/identity/crypto.ts';
import { newToken, sha256Hex } from '../crypto.ts';
import type { Db } from '../db/open.ts';
import * as schema from '../db/schema.ts';
import { AccountType } from '../domains/accounts/ledger/codes.ts';
import { supportedCurrencies } from '../money.ts';
import { seedBatches } from '../domains/transfers/seed.ts';
import { type SeededCard, seedCardExtras } from '../domains/cards/seed.ts';
import { seedHistory, type SeedAccount } from '../domains/accounts/seed-history.ts';
import {
  type CompanySeed,
  type CustomerSeed,
  companies,
  DEMO_PASSWORD,
  demoAnnouncements,
  demoTerms,
  loginOf,
  type PersonSeed,
  people,
} from './people.ts';

const DAY = 86_400_000;
const HISTORY_DAYS = 180;

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/** Empties every table (ids restart at 1). The migrations journal is in its own schema and stays. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = tables.map((table) => `"${getTableConfig(table).name}"`).join(', ');
  await db.execute(sql.raw(`truncate ${names} restart identity cascade`));
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schema.users);
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
  await db.transaction(async (tx) => {
    const passwordHash = await hashPassword(DEMO_PASSWORD); // one hash for every demo person: same password
    const created = new Date(now.getTime() - 400 * DAY);
    // The bank's own accounts first, so that their ids and dates do not depend on the history.
    for (const systemPurpose of ['clearing', 'fx', 'fees']) {
      await tx.insert(schema.accounts).values(
        supportedCurrencies.map((currencyCode) => ({
          currencyCode,
          typeId: AccountType.system,
          systemPurpose,
          createdAt: created,
        })),
      );
    }
    const customerIds = new Map<string, number>();
    for (const company of companies) customerIds.set(company.key, await insertCustomer(tx, company, now, created));

    const termIds = new Map<string, number>();
    for (const terms of demoTerms) {
      const [row] = await tx.insert(schema.terms).values(terms).returning({ id: schema.terms.id });
      termIds.set(terms.key, row?.id ?? 0);
    }

    const userIds = new Map<string, number>();
    for (const person of people) {
      const customerId =
        typeof person.customer === 'string'
          ? (customerIds.get(person.customer) ?? 0)
          : await insertCustomer(tx, person.customer, now, created);
      const userId = await insertPerson(tx, person, customerId, passwordHash, now);
      userIds.set(person.name, userId);
      const accesses = person.accesses?.map((a) => ({
        customerId: customerIds.get(a.company) ?? 0,
        accessRights: a.accessRights,
      })) ?? [{ customerId, accessRights: 2 }];
      await tx.insert(schema.customerAccesses).values(accesses.map((a) => ({ userId, ...a })));
      const accepted = demoTerms.filter((t) => !person.pendingTerms?.includes(t.key));
      await tx.insert(schema.termsAcceptances).values(
        accepted.map((t) => ({
          userId,
          termsId: termIds.get(t.key) ?? 0,
          acceptedAt: new Date(now.getTime() - 30 * DAY),
        })),
      );
    }

    for (const company of companies)
      await insertRepresentatives(tx, company, customerIds.get(company.key) ?? 0, userIds);
    await seedBatches(tx, now);

    for (const a of demoAnnouncements) {
      await tx.insert(schema.announcements).values({
        title: a.title,
        body: a.body,
        needsConfirmation: a.needsConfirmation,
        createdAt: new Date(now.getTime() - a.daysAgo * DAY),
      });
    }
    // Anna has read the card-design news already.
    await tx.execute(sql`insert into announcement_states (user_id, announcement_id, read_at)
      select ${userIds.get('anna.personal') ?? 0}, id, ${new Date(now.getTime() - 19 * DAY).toISOString()}::timestamptz
      from announcements where title = 'New card designs'`);
  });
  await db.execute(sql`analyze`); // planner statistics: PGlite runs no autovacuum
}

async function insertCustomer(tx: Db, seed: CustomerSeed | CompanySeed, now: Date, createdAt: Date): Promise<number> {
  const [row] = await tx
    .insert(schema.customers)
    .values({
      customerType: seed.customerType,
      businessName: seed.businessName ?? null,
      verified: seed.verified,
      limited: seed.limited ?? false,
      isNeedKyc: seed.isNeedKyc ?? false,
      dueDiligenceLevel: seed.dueDiligenceLevel ?? 1,
      residenceCountryCode: seed.residenceCountryCode,
      taxId: seed.taxId ?? null,
      permissions: seed.permissions ?? [],
      taxResidencyCertStatus: seed.taxResidencyCertStatus ?? (seed.verified ? 'validated' : 'none'),
      createdAt,
    })
    .returning({ id: schema.customers.id });
  const customerId = row?.id ?? 0;

  if (seed.phone) await tx.insert(schema.phones).values({ customerId, ...seed.phone });
  if (seed.hasIdentity) {
    await tx.insert(schema.identityDocuments).values({
      customerId,
      typeId: 1,
      number: `P${String(customerId).padStart(8, '0')}`,
      statusId: 2,
      issuedDate: '2021-05-10',
      expiresDate: '2031-05-09',
    });
  }
  for (const reason of seed.limitReasons ?? []) await tx.insert(schema.limitReasons).values({ customerId, ...reason });

  const seedAccounts: SeedAccount[] = [];
  for (const currencyCode of seed.currencies) {
    const [account] = await tx
      .insert(schema.accounts)
      .values({ customerId, currencyCode, typeId: AccountType.payment, createdAt })
      .returning({ id: schema.accounts.id });
    seedAccounts.push({ id: account?.id ?? 0, currencyCode, isCard: false, usableUntilDaysAgo: 0 });
  }
  const seededCards: SeededCard[] = [];
  for (const card of seed.cards ?? []) {
    const [account] = await tx
      .insert(schema.accounts)
      .values({
        customerId,
        currencyCode: card.currencyCode,
        typeId: AccountType.prepaidCard,
        statusId: card.statusId,
        createdAt,
      })
      .returning({ id: schema.accounts.id });
    const accountId = account?.id ?? 0;
    await tx.insert(schema.cards).values({
      accountId,
      productTypeId: card.productTypeId,
      subType: 'PREPAID',
      isVirtual: card.isVirtual,
      aliasName: card.aliasName,
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
      maskedNumber: card.maskedNumber,
    });
    seededCards.push({ accountId, seed: card });
    const usedUntil = card.usedUntilDaysAgo === undefined ? (card.statusId === 2 ? 0 : 30) : card.usedUntilDaysAgo;
    seedAccounts.push({
      id: accountId,
      currencyCode: card.currencyCode,
      isCard: true,
      usableUntilDaysAgo: usedUntil ?? Number.POSITIVE_INFINITY,
    });
  }
  await seedHistory(tx, {
    name: seed.key,
    now,
    count: seed.history,
    days: Math.min(HISTORY_DAYS, 20 + seed.history * 3),
    accounts: seedAccounts,
  });
  await seedCardExtras(tx, {
    customer: seed,
    customerId,
    cards: seededCards,
    paymentAccounts: seedAccounts.filter((account) => !account.isCard),
    now,
    createdAt,
  });
  return customerId;
}

async function insertPerson(
  tx: Db,
  person: PersonSeed,
  customerId: number,
  passwordHash: string,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(schema.users)
    .values({
      login: loginOf(person.name),
      passwordHash,
      firstName: person.firstName,
      lastName: person.lastName,
      birthDay: person.birthDay,
      customerId,
      userType: person.userType ?? 1,
      loginFlow: person.flow,
      login2faMode: person.login2faMode ?? 'no',
      secondFactor: person.secondFactor ?? 'none',
      transactionApproveMode: person.transactionApproveMode ?? 'none',
      isAdmin: person.isAdmin ?? false,
      migrationType: person.migration?.type ?? 'none',
      migrationStrategy: person.migration?.strategy ?? null,
      migrationDeadline: person.migration ? new Date(now.getTime() + person.migration.daysLeft * DAY - 60_000) : null,
      createdAt: new Date(now.getTime() - 400 * DAY),
    })
    .returning({ id: schema.users.id });
  const userId = row?.id ?? 0;

  for (const [index, device] of (person.devices ?? []).entries()) {
    await tx.insert(schema.devices).values({
      userId,
      ...device,
      secretHash: sha256Hex(newToken()), // demo devices: nobody holds their secret
      pushToken: `demo-push-${person.name}-${index + 1}`,
      approved: true,
      approveMethodId: 1,
      lastActivityAt: new Date(now.getTime() - (index + 1) * 2 * DAY),
    });
  }
  const ips = ['192.0.2.10', '198.51.100.24', '203.0.113.7'];
  for (let i = 0; i < person.logins; i += 1) {
    await tx.insert(schema.loginEvents).values({
      userId,
      ip: ips[i % ips.length] ?? '192.0.2.10',
      client: 'spa',
      flow: person.flow,
      createdAt: new Date(now.getTime() - (i * 2 + 1) * DAY - i * 3_600_000),
    });
  }
  return userId;
}

async function insertRepresentatives(
  tx: Db,
  company: CompanySeed,
  companyCustomerId: number,
  userIds: Map<string, number>,
) {
  await tx.insert(schema.representatives).values(
    company.representatives.map((r) => ({
      companyCustomerId,
      typeId: r.typeId,
      firstName: r.firstName ?? null,
      lastName: r.lastName ?? null,
      companyName: r.companyName ?? null,
      email: r.email ?? null,
      sharePercent: r.sharePercent ?? null,
      userId: r.user ? (userIds.get(r.user) ?? null) : null,
      accessRights: r.accessRights ?? null,
      isVerified: r.isVerified,
    })),
  );
}
