import 'server-only';
import { getEnv } from '@/lib/infra/env.mjs';
import { openDatabase, targetFromEnv, type Database, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';

export type { Database, DatabaseHandle } from './client';

const KEY = Symbol.for('otailo.database');
type Holder = { [KEY]?: Promise<DatabaseHandle> };

/**
 * The site's database, opened once per process (PostgreSQL when DATABASE_URL is set, else PGlite
 * in DATA_DIR) and migrated (lib/startup.ts then adds the sample content to a fresh one). Kept on globalThis because Next.js bundles server
 * code per route: a module-level variable would open the embedded database more than once.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as Holder;
  holder[KEY] ??= (async () => {
    const handle = await openDatabase(targetFromEnv(getEnv()));
    await migrateDatabase(handle);
    return handle;
  })().catch((error: unknown) => {
    delete holder[KEY];
    throw error;
  });
  return holder[KEY];
}

export async function getDatabase(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}

export async function closeDatabase(): Promise<void> {
  const holder = globalThis as Holder;
  const pending = holder[KEY];
  delete holder[KEY];
  await (await pending?.catch(() => undefined))?.close();
}
