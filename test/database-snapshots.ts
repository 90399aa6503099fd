import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { MIGRATIONS_DIR, openDatabase } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';

/**
 * Migrated databases that the data-layer tests copy instead of building each one from nothing.
 * A new in-memory PGlite runs initdb in WebAssembly (4–13 s on this 2-core machine, most of a data
 * file's set-up); opening a copy of a migrated directory takes under a second. On PostgreSQL, a
 * `CREATE DATABASE … TEMPLATE` skips the 26 migrations. Both are keyed by the migrations' contents
 * and the PGlite version, so a changed migration builds a new one.
 */

/** RAM-backed where the machine has it: the copies are written to as the tests run. */
export const SNAPSHOT_BASE = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
const PGLITE_PREFIX = 'otailo-pglite-';

function migrationsKey(): string {
  const hash = createHash('sha256');
  const pglite = readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8');
  hash.update(String(JSON.parse(pglite).version));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else hash.update(entry.name).update(readFileSync(path));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest('hex').slice(0, 12);
}

/** The migrated PGlite directory for today's migrations, made once (atomically: made aside, then renamed). */
export async function pgliteSnapshot(): Promise<string> {
  const key = migrationsKey();
  const snapshot = join(SNAPSHOT_BASE, `${PGLITE_PREFIX}${key}`);
  forgetOldSnapshots(key);
  if (existsSync(join(snapshot, 'pglite', 'PG_VERSION'))) {
    // In use from now: another run's clean-up goes by this time, not by when the snapshot was made.
    const now = new Date();
    utimesSync(snapshot, now, now);
    return snapshot;
  }
  const building = mkdtempSync(join(SNAPSHOT_BASE, `${PGLITE_PREFIX}building-`));
  try {
    const handle = await openDatabase({ kind: 'pglite', dataDir: building });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    rmSync(join(building, 'pglite.pid'), { force: true });
    try {
      renameSync(building, snapshot);
    } catch {
      // Another run made it meanwhile: theirs is as good.
      rmSync(building, { recursive: true, force: true });
    }
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  return snapshot;
}

/** Snapshots of other migrations, unused for over an hour (a run beside this one may still copy its own). */
function forgetOldSnapshots(key: string) {
  for (const name of readdirSync(SNAPSHOT_BASE)) {
    if (!name.startsWith(PGLITE_PREFIX) || name.endsWith(key)) continue;
    const path = join(SNAPSHOT_BASE, name);
    try {
      if (Date.now() - statSync(path).mtimeMs > 3_600_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // gone already
    }
  }
}

/** A private copy of `snapshot` to open (its folder's name carries `run`, which the teardown sweeps). */
export function copyOfSnapshot(snapshot: string, run: string): string {
  const copy = mkdtempSync(join(SNAPSHOT_BASE, `otailo-test-${run}-`));
  cpSync(join(snapshot, 'pglite'), join(copy, 'pglite'), { recursive: true });
  return copy;
}

/** Removes the copies a run left (a worker that died before closing its database). */
export function sweepCopies(run: string) {
  for (const name of readdirSync(SNAPSHOT_BASE)) {
    if (name.startsWith(`otailo-test-${run}-`)) rmSync(join(SNAPSHOT_BASE, name), { recursive: true, force: true });
  }
}

/** A migrated template database on the test server, made once per run (dropped at the end). */
export async function postgresTemplate(adminUrl: string): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `otailo_template_${migrationsKey()}_${randomBytes(3).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // Two: the migration lock holds one connection while the migrations run on the other.
    const handle = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
  } finally {
    await admin.end({ timeout: 5 });
  }
  return {
    name,
    // Bounded: the end of a run never waits on the throwaway server.
    drop: async () => {
      const again = postgres(adminUrl, { max: 1, onnotice: () => {} });
      const dropped = again.unsafe(`DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
      await Promise.race([dropped, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
      await again.end({ timeout: 1 });
    },
  };
}

/** A fresh id for this run's copies. */
export const runId = () => randomBytes(4).toString('hex');

