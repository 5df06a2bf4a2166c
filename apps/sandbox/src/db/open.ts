// Opens the database: PostgreSQL when DATABASE_URL is set, else PGlite (a data folder or memory://).
// Both get the same generated migrations from ../../drizzle.
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
/**
 * A database or a transaction on it: every query function takes this. No relational schema is
 * registered (queries are written with the query builder); the tables live in their domains.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

/** The rows of a raw `db.execute(sql)`: both drivers answer `{ rows }`. Cast columns in SQL (::int, ::text). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DbTarget = { databaseUrl: string } | { pgliteDir: string } | { pglite: PGlite };

export async function openDb(target: DbTarget, options: { migrate?: boolean } = {}): Promise<OpenDb> {
  const migrate = options.migrate ?? true;
  if ('databaseUrl' in target) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool });
    if (migrate) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const client = 'pglite' in target ? target.pglite : await PGlite.create(target.pgliteDir);
  const db = drizzlePglite({ client });
  if (migrate) await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
