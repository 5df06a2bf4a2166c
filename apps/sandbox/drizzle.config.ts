import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it diffs the table files against drizzle/ and writes SQL.
// The server applies drizzle/ itself at start (PGlite and PostgreSQL alike). Every domain keeps its
// tables in src/domains/<domain>/tables.ts; the infrastructure's own tables are src/db/tables.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/tables.ts', './src/domains/*/tables.ts'],
  out: './drizzle',
});
