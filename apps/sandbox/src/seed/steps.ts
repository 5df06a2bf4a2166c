// The seeding steps a domain may take part in (the `seed` of a domain). seed.ts runs them, in one
// transaction, in this order, each step over the domains in the order of the domain list:
//   bank      once: the bank's own data (system accounts, terms)
//   customer  per demo customer (seed/people.ts `demoCustomers`): the customer itself
//   accounts  per demo customer: the accounts it holds (payment accounts, then card accounts)
//   activity  per demo customer: what happened on them (history, card secrets, reissues)
//   person    per demo person: the user and what belongs to them (devices, logins, accesses)
//   finish    once: what needs everyone (representatives, announcements, batches)
// Dates are relative to `now`; everything else comes from the data and seeded random draws, so two
// seeds on the same day are identical (ids included: each table is written in a fixed order).
import type { Db } from '../db/open.ts';
import type { CustomerKey, Person, PersonName } from './people.ts';

export interface SeedRun {
  db: Db;
  now: Date;
  /** When the demo customers, users and accounts were opened (400 days before now). */
  openedAt: Date;
  /** The demo password's hash (one hash for everyone: the same password). */
  passwordHash: string;
  /** What was created, by demo key. */
  customerIds: Map<CustomerKey, number>;
  userIds: Map<PersonName, number>;
}

/** An account opened for a demo customer, as the activity step sees it. */
export interface SeedAccount {
  id: number;
  currencyCode: string;
  isCard: boolean;
  /** Used until this many days ago (paused cards a month ago; Infinity: never used). */
  usableUntilDaysAgo: number;
}

export interface CustomerRun extends SeedRun {
  key: CustomerKey;
  /** Its accounts, in the order they were opened. */
  accounts: SeedAccount[];
}

export interface DomainSeed {
  bank?(run: SeedRun): Promise<void>;
  customer?(run: CustomerRun): Promise<void>;
  accounts?(run: CustomerRun): Promise<void>;
  activity?(run: CustomerRun): Promise<void>;
  person?(run: SeedRun, person: Person): Promise<void>;
  finish?(run: SeedRun): Promise<void>;
}

export const DAY = 86_400_000;

/** The id of something an earlier step created (a step that runs too early is a bug, not a default). */
export function idOf<K>(ids: Map<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`Seeding: nothing created yet for ${String(key)}`);
  return id;
}
