import { defineConfig } from 'drizzle-kit';

// `npx drizzle-kit generate` writes a migration for every schema change; they are committed and
// applied at server start (lib/infra/db/migrate.ts), the same files for PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/schema.ts',
  out: './lib/infra/db/migrations',
});
