import 'server-only';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { MIGRATIONS_DIR, type DatabaseHandle } from './client';

/** Any number given; it only has to be the same for every instance of the site. */
const MIGRATION_LOCK = 7_204_118;

/**
 * Applies the committed migrations that have not run yet (idempotent). On PostgreSQL an advisory
 * lock makes instances that start together take turns.
 */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  await handle.withLock(MIGRATION_LOCK, () =>
    migratePostgres(handle.db as unknown as PostgresJsDatabase, { migrationsFolder }),
  );
}
