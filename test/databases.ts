import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { copyOfSnapshot } from './database-snapshots';

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
 * committed migrations); `close()` drops it. With the committed migrations it is a copy of the
 * run's migrated snapshot or template (test/global-setup.ts), which takes a fraction of the time.
 */
export async function freshDatabase(backend: Backend, migrationsFolder?: string): Promise<DatabaseHandle> {
  if (backend === 'pglite') {
    const snapshot = migrationsFolder ? undefined : inject('pgliteSnapshot');
    if (!snapshot) {
      const handle = await openDatabase({ kind: 'pglite' });
      await migrateDatabase(handle, migrationsFolder);
      return handle;
    }
    const copy = copyOfSnapshot(snapshot, inject('testRun'));
    const handle = await openDatabase({ kind: 'pglite', dataDir: copy });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        rmSync(copy, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `otailo_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const template = migrationsFolder ? undefined : inject('postgresTemplate');
  await admin.unsafe(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 4 });
  if (!template) await migrateDatabase(handle, migrationsFolder);
  return {
    ...handle,
    // The drop is started, not awaited. On whole CI runs a few files' `DROP DATABASE … WITH (FORCE)`
    // took over 20 s each (PostgreSQL 15+ waits for every backend of the cluster to absorb a
    // barrier), ~2 min of a worker per run; the server is thrown away after the run, and a database
    // left behind by a worker that exits first costs nothing.
    close: async () => {
      await bounded('closing the pool', handle.close());
      void admin
        .unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch((error: unknown) => console.warn(`test database: dropping ${name} failed:`, error))
        .finally(() => admin.end({ timeout: 5 }));
    },
  };
}

/** Waits for `step` at most `ms`; a failure or a timeout is logged, not thrown (test clean-up only). */
async function bounded(what: string, step: Promise<unknown>, ms = 20_000): Promise<void> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  try {
    const outcome = await Promise.race([step.then(() => 'done' as const), timeout]);
    if (outcome === 'timeout') console.warn(`test database: ${what} took over ${ms} ms; going on`);
    else if (performance.now() - started > 5_000) console.warn(`test database: ${what} took ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    console.warn(`test database: ${what} failed:`, error);
  } finally {
    clearTimeout(timer);
  }
}
