import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { openDatabase, type DatabaseHandle } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';

export type Backend = 'pglite' | 'postgres';

/**
 * The backends the data-layer tests run on: the embedded PGlite always, PostgreSQL when
 * TEST_DATABASE_URL points at a server (CI starts one: scripts/test-postgres.sh).
 */
export function testBackends(): Backend[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (process.env.CI) throw new Error('CI must run the data-layer tests on PostgreSQL too: set TEST_DATABASE_URL.');
  return ['pglite'];
}

/**
 * A new, empty database of the given kind, migrated (from `migrationsFolder`, by default the
 * committed migrations); `close()` drops it.
 */
export async function freshDatabase(backend: Backend, migrationsFolder?: string): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    const handle = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(handle, migrationsFolder);
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `otailo_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  await migrateDatabase(handle, migrationsFolder);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
