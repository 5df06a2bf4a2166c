// Test databases: a PGlite copy of the seeded snapshot, or a PostgreSQL database cloned from the
// seeded template (CREATE DATABASE ... TEMPLATE), one per test file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type OpenDb, openDb } from '../db/open.ts';
import { openSnapshot } from '../seed/snapshot.ts';

export const TEMPLATE_DB = 'paydeck_sandbox_template';

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The PostgreSQL server the tests may use: TEST_DATABASE_URL (set by tooling/scripts/postgres.sh, so the
 * e2e sandbox keeps PGlite), else DATABASE_URL. Each test file gets its own database cloned from a template.
 */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
}

export type TestDbKind = 'pglite' | 'postgres';

/** The kinds a table of cases runs against: PGlite always, PostgreSQL too when a test database URL is set. */
export const testDbKinds: TestDbKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Where a file that names no kind runs: PostgreSQL when a test database URL is set, else PGlite. Its rules do not
 * depend on the engine (the tables of cases above check that both agree), and a native clone of the seeded
 * template costs less than loading PGlite's snapshot into WebAssembly for each file: every sandbox test
 * 246 → 208 CPU-s with the server's (README, "Tests").
 */
export const defaultTestDbKind: TestDbKind = testDatabaseUrl() ? 'postgres' : 'pglite';

export async function openSeededDb(kind: TestDbKind, snapshotPath: string): Promise<OpenDb> {
  if (kind === 'pglite') return openSnapshot(snapshotPath);
  const url = testDatabaseUrl();
  if (!url) throw new Error('TEST_DATABASE_URL (or DATABASE_URL) is not set');
  const name = `paydeck_sandbox_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.end();
  const opened = await openDb({ databaseUrl: withDatabase(url, name) }, { migrate: false });
  return {
    ...opened,
    async close() {
      await opened.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name}`);
      await dropper.end();
    },
  };
}
