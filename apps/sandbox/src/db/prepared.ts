// Prepared statements for the hottest reads (customerInfo, balanceInquiry): planning a query costs
// PGlite about as much as running it, so these are planned once per connection. PGlite (one session)
// gets SQL PREPARE/EXECUTE; node-postgres gets named statements. Parameters are integer ids only,
// which EXECUTE takes as literals.
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './open.ts';

export interface PreparedStatement {
  /** A unique SQL identifier. */
  name: string;
  /** SQL with $1..$n placeholders, all of type int. */
  text: string;
  params: number;
}

const preparedOn = new WeakMap<PGlite, Set<string>>();

function literals(statement: PreparedStatement, params: number[]): string[] {
  if (params.length !== statement.params || !params.every(Number.isSafeInteger)) {
    throw new Error(`${statement.name} takes ${statement.params} integer parameters`);
  }
  return params.map(String);
}

export async function preparedRows<T>(db: Db, statement: PreparedStatement, params: number[]): Promise<T[]> {
  const values = literals(statement, params);
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) {
    const done = preparedOn.get(client) ?? new Set<string>();
    preparedOn.set(client, done);
    if (!done.has(statement.name)) {
      const types = Array.from({ length: statement.params }, () => 'int').join(', ');
      await client.exec(`prepare ${statement.name}(${types}) as ${statement.text}`);
      done.add(statement.name);
    }
    return (await client.query<T>(`execute ${statement.name}(${values.join(', ')})`)).rows;
  }
  if (client instanceof pg.Pool) {
    return (await client.query({ name: statement.name, text: statement.text, values })).rows as T[];
  }
  // A transaction (no client of its own): the same SQL, planned each time.
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => values[Number(n) - 1] ?? 'null');
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}
