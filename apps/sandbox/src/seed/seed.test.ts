// @vitest-environment node
import { asc, count } from 'drizzle-orm';
import { bins, blockedBins } from '../domains/cards/tables.ts';
import { accounts, postings, transactions } from '../domains/accounts/tables.ts';
import { customers, users } from '../domains/customer/tables.ts';
import type { Db } from '../db/open.ts';
import { createTestSandbox, type TestSandbox } from '../test/harness.ts';
import { testDbKinds } from '../test/databases.ts';
import { PENDING_LOGIN } from '../domains/registration/seed.ts';
import { payeeLogins } from '../domains/transfers/seed-payees.ts';
import { loginOf, people } from './people.ts';
import { resetAndSeed, seedIfEmpty } from './seed.ts';

/** The seeded content that must come out the same every time (password hashes are salted). */
async function snapshot(db: Db) {
  return {
    users: (await db.select().from(users).orderBy(asc(users.id))).map(({ passwordHash: _, ...user }) => user),
    customers: await db.select().from(customers).orderBy(asc(customers.id)),
    accounts: await db.select().from(accounts).orderBy(asc(accounts.id)),
    transactions: await db.select().from(transactions).orderBy(asc(transactions.id)),
    postings: await db.select().from(postings).orderBy(asc(postings.id)),
  };
}

describe.each(testDbKinds)('demo data on %s', (kind) => {
  let t: TestSandbox;
  beforeAll(async () => {
    t = await createTestSandbox(kind);
  });
  afterAll(() => t.close());

  test('every demo person exists and signs in', async () => {
    // Beside the demo people, registration seeds Nora, who registered and cannot sign in before her activation,
    // and transfers the people the demo customers pay person to person (customers, as such payees are).
    const logins = (await t.db.select({ login: users.login }).from(users)).map((row) => row.login);
    expect(logins.sort()).toEqual(
      [...people.map((person) => loginOf(person.name)), PENDING_LOGIN, ...payeeLogins].sort(),
    );
    for (const person of people) await expect(t.signIn(person.name)).resolves.toHaveProperty('accessToken');
  });

  test('seeding an already seeded database does nothing', async () => {
    const before = await snapshot(t.db);
    expect(await seedIfEmpty(t.db, new Date())).toBe(false);
    expect(await snapshot(t.db)).toEqual(before);
  });

  test('reset and seed with the same day gives the same data, twice', async () => {
    const now = t.clock.now();
    await resetAndSeed(t.db, now);
    const first = await snapshot(t.db);
    await resetAndSeed(t.db, now);
    expect(await snapshot(t.db)).toEqual(first);
    expect(first.transactions.length).toBeGreaterThan(150);
  });

  test('a reset keeps the reference data the migrations wrote: a BIN is still known, a blocked one still blocked', async () => {
    const counts = async () => ({
      bins: (await t.db.select({ n: count() }).from(bins))[0]?.n,
      blocked: (await t.db.select({ n: count() }).from(blockedBins))[0]?.n,
    });
    const before = await counts();
    expect(before.bins).toBeGreaterThan(0);
    expect(before.blocked).toBeGreaterThan(0);
    await resetAndSeed(t.db, t.clock.now());
    expect(await counts()).toEqual(before);
  });

  test('POST /__sandbox/reset brings back the demo data and ends every session', async () => {
    const anna = (await t.signIn('anna.personal')).accessToken;
    await t.call('addCurrency', { currencyCode: 'GBP' }, { token: anna, key: crypto.randomUUID() });
    expect((await t.request('/__sandbox/reset', { method: 'POST' })).status).toBe(200);
    expect((await t.call('balanceInquiry', {}, { token: anna })).status).toBe(401);
    const again = (await t.signIn('anna.personal')).accessToken;
    const list = (await t.call('balanceInquiry', {}, { token: again })).body.accounts;
    expect(list.map((a: { currencyCode: string }) => a.currencyCode)).toEqual(['EUR', 'USD', 'EUR', 'EUR']);
  });
});
