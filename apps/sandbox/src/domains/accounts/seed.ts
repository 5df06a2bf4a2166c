// The accounts domain's part of the demo people: the bank's system accounts (bank), each customer's
// payment accounts (accounts) and generated history over all its accounts (activity), and the
// announcements with anna's read state and dora's BTC account (finish).
import { sql } from 'drizzle-orm';
import { supportedCurrencies } from '../../money.ts';
import type { CustomerKey } from '../../seed/people.ts';
import { DAY, type DomainSeed, idOf } from '../../seed/steps.ts';
import { AccountType } from './ledger/codes.ts';
import { seedCryptoHolding } from './seed-crypto.ts';
import { seedHistory } from './seed-history.ts';
import { demoAnnouncements } from './seed-news.ts';
import { accounts, announcements } from './tables.ts';

const HISTORY_DAYS = 180;

/** Each customer's payment accounts and how many history entries (transactions) it gets. */
const holdings: Record<CustomerKey, { currencies: string[]; history: number }> = {
  northwind: { currencies: ['EUR', 'USD', 'GBP'], history: 25 },
  bluefin: { currencies: ['EUR'], history: 12 },
  anna: { currencies: ['EUR', 'USD'], history: 72 },
  pavel: { currencies: ['EUR'], history: 12 },
  sofia: { currencies: ['EUR', 'RON'], history: 10 },
  otto: { currencies: ['EUR'], history: 8 },
  uma: { currencies: ['EUR'], history: 0 },
  lina: { currencies: ['EUR'], history: 6 },
  adam: { currencies: ['EUR'], history: 3 },
  dora: { currencies: ['EUR'], history: 5 },
  vera: { currencies: ['EUR'], history: 5 },
  cleo: { currencies: ['EUR', 'USD'], history: 30 },
  rosa: { currencies: ['EUR', 'USD'], history: 6 },
  frank: { currencies: ['USD'], history: 2 },
};

export const accountsSeed: DomainSeed = {
  async bank({ db, openedAt }) {
    // The bank's own accounts first, so that their ids and dates do not depend on the customers.
    for (const systemPurpose of ['clearing', 'fx', 'fees']) {
      await db.insert(accounts).values(
        supportedCurrencies.map((currencyCode) => ({
          currencyCode,
          typeId: AccountType.system,
          systemPurpose,
          createdAt: openedAt,
        })),
      );
    }
  },

  async accounts(run) {
    const customerId = idOf(run.customerIds, run.key);
    for (const currencyCode of holdings[run.key].currencies) {
      const [account] = await run.db
        .insert(accounts)
        .values({ customerId, currencyCode, typeId: AccountType.payment, createdAt: run.openedAt })
        .returning({ id: accounts.id });
      run.accounts.push({ id: account?.id ?? 0, currencyCode, isCard: false, usableUntilDaysAgo: 0 });
    }
  },

  async activity(run) {
    const count = holdings[run.key].history;
    await seedHistory(run.db, {
      name: run.key,
      now: run.now,
      count,
      days: Math.min(HISTORY_DAYS, 20 + count * 3),
      accounts: run.accounts,
    });
  },

  async finish(run) {
    const { db, now, userIds } = run;
    for (const a of demoAnnouncements) {
      await db.insert(announcements).values({
        title: a.title,
        body: a.body,
        texts: a.texts,
        needsConfirmation: a.needsConfirmation,
        createdAt: new Date(now.getTime() - a.daysAgo * DAY),
      });
    }
    // Anna has read the card-design news already.
    await db.execute(sql`insert into announcement_states (user_id, announcement_id, read_at)
      select ${idOf(userIds, 'anna.personal')}, id, ${new Date(now.getTime() - 19 * DAY).toISOString()}::timestamptz
      from announcements where title = 'New card designs'`);
    await seedCryptoHolding(run);
  },
};
