// Column helpers every table file uses: money is NUMERIC, never a float; instants carry a time zone.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** A fiat-only amount (card fees and charges): NUMERIC(20,2). */
export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
/**
 * An amount of any currency (the ledger): NUMERIC(26,8), 18 whole digits and the most decimals any
 * currency has (payments.md 9). Each amount is held exactly at its currency's scale (money.ts).
 */
export const ledgerMoney = (name: string) => numeric(name, { precision: 26, scale: 8 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
