import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it diffs the schema files against drizzle/ and writes SQL.
// The server applies drizzle/ itself at start (PGlite and PostgreSQL alike).
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/db/schema.ts', './src/db/schema-accounts.ts', './src/db/schema-cards.ts'],
  out: './drizzle',
});
