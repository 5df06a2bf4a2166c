// @vitest-environment node
// The domain list is the sandbox: every folder is listed, every table of the migrated database is
// declared by exactly one table file, and a domain added to the list brings its methods.
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import * as v from 'valibot';
import { ok } from '../api/answers.ts';
import { publicMethod } from '../api/registry.ts';
import { queryRows } from '../db/open.ts';
import { createTestSandbox } from '../test/harness.ts';
import { defineDomain } from './domain.ts';
import { allTables, createRegistry, domains } from './index.ts';

test('every folder under src/domains is a listed domain, once', () => {
  const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  expect(domains.map((domain) => domain.name).sort()).toEqual(folders);
});

test('the tables of the domains (and the infrastructure) are exactly the tables the migrations create', async () => {
  const t = await createTestSandbox();
  try {
    const rows = await queryRows<{ name: string }>(
      t.db,
      sql`select table_name::text as name from information_schema.tables where table_schema = 'public'`,
    );
    const declared = allTables.map((table) => getTableConfig(table).name);
    expect(new Set(declared).size).toBe(declared.length);
    expect(declared.sort()).toEqual(rows.map((row) => row.name).sort());
  } finally {
    await t.close();
  }
});

test('a domain added to the list brings its methods; a name taken twice is refused', () => {
  const ping = publicMethod({ name: 'sandboxPing', payload: v.object({}), handle: async () => ok() });
  const extra = defineDomain({ name: 'extra', methods: [ping], tables: {} });
  expect(createRegistry([...domains, extra]).get('sandboxPing')).toBe(ping);
  expect(createRegistry().get('sandboxPing')).toBeUndefined();
  expect(() => createRegistry([...domains, extra, extra])).toThrow('Method sandboxPing registered twice');
  expect(createRegistry().names()).toContain('cardActivate');
});
