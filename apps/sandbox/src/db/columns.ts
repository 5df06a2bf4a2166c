// Column helpers every table file uses: money is NUMERIC(20,2), never a float; instants carry a time zone.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const money = (name: string) => numeric(name, { precision: 20, scale: 2 });
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });
