// Runs once before the tests: migrates and seeds a database that every test file then copies,
// a PGlite snapshot file (always) or a PostgreSQL template database (when DATABASE_URL is set).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDb } from '../db/open.ts';
import { seedDemo } from '../seed/seed.ts';
import { seededSnapshot } from '../seed/snapshot.ts';
import { TEMPLATE_DB, testDatabaseUrl, withDatabase } from './databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    seededAt: string;
  }
}

export default async function setup(project: TestProject) {
  process.env.SANDBOX_SCRYPT_LOG_N ??= '12'; // as vitest.config.ts gives the test files
  const seededAt = new Date();
  const dir = mkdtempSync(join(tmpdir(), 'paydeck-sandbox-test-'));
  const snapshot = join(dir, 'seeded.tar');
  writeFileSync(snapshot, await seededSnapshot(seededAt));
  project.provide('pgliteSnapshot', snapshot);
  project.provide('seededAt', seededAt.toISOString());

  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB}`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    await admin.end();
    const template = await openDb({ databaseUrl: withDatabase(url, TEMPLATE_DB) });
    await seedDemo(template.db, seededAt);
    await template.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
