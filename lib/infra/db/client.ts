import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import { acquireDataDirLock, releaseDataDirLock } from './lock';
import { PgliteThread } from './pglite-thread';

/**
 * Both drivers' databases: the embedded PGlite and PostgreSQL share one query API. Opened without
 * Drizzle's `schema` (it only serves the relational `db.query` API, which nothing uses): every query
 * names the feature's own table objects, so the client needs no list of the tables and
 * infrastructure imports no feature's (the collector is lib/schema.ts, for drizzle-kit).
 */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL on the underlying client (tests, maintenance). */
  exec(sql: string): Promise<void>;
  /** One parameterised statement on the underlying client (`$1`… placeholders), for libraries that bring their SQL. */
  query(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[]; rowCount: number }>;
  /**
   * Runs `task` while holding a cluster-wide lock (PostgreSQL advisory lock on one reserved
   * connection). PGlite has a single user, so it just runs the task.
   */
  withLock<T>(key: number, task: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** `dataDir` unset: in memory (tests). `buffersMb`: its page cache (PGLITE_BUFFERS_MB). */
  | { kind: 'pglite'; dataDir?: string; buffersMb?: number };

/**
 * PGlite's page cache when none is configured. PostgreSQL's own default (128 MB, which PGlite
 * raises to 160) is sized for a server shared by many; this site's data is a few megabytes, and
 * every cached page is resident memory of the web server's process.
 */
export const PGLITE_BUFFERS_MB = 16;

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const client = postgres(target.url, { max: target.maxConnections ?? 10, onnotice: () => {} });
    return {
      kind: 'postgres',
      db: drizzlePostgres(client) as unknown as Database,
      exec: async (sql) => void (await client.unsafe(sql)),
      query: async (text, values = []) => {
        const rows = await client.unsafe(text, values as postgres.ParameterOrJSON<never>[]);
        return { rows: [...rows], rowCount: rows.count };
      },
      withLock: async (key, task) => {
        const connection = await client.reserve();
        try {
          await connection`SELECT pg_advisory_lock(${key})`;
          return await task();
        } finally {
          await connection`SELECT pg_advisory_unlock(${key})`.catch(() => undefined);
          connection.release();
        }
      },
      close: () => client.end({ timeout: 5 }),
    };
  }

  const directory = target.dataDir ? resolve(target.dataDir, 'pglite') : undefined;
  if (target.dataDir && directory) {
    mkdirSync(directory, { recursive: true });
    acquireDataDirLock(target.dataDir);
  }
  try {
    const pages = Math.round(((target.buffersMb ?? PGLITE_BUFFERS_MB) * 1024) / 8); // of 8 kB
    // On its own thread: a statement that takes long holds that thread, not the server's.
    const client = await PgliteThread.start({ directory, settings: ['-c', `shared_buffers=${Math.max(16, pages)}`] });
    return {
      kind: 'pglite',
      // Drizzle's PGlite driver asks only for query and transaction, which the thread's client keeps.
      db: drizzlePglite(client as unknown as PGlite) as unknown as Database,
      exec: async (sql) => void (await client.exec(sql)),
      query: async (text, values = []) => {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
      withLock: (_key, task) => task(),
      close: async () => {
        await client.close();
        if (target.dataDir) releaseDataDirLock(target.dataDir);
      },
    };
  } catch (error) {
    if (target.dataDir) releaseDataDirLock(target.dataDir);
    throw error;
  }
}

/** Where this installation keeps its data: PostgreSQL when configured, else PGlite in DATA_DIR. */
export function targetFromEnv(env: { DATABASE_URL?: string; DATA_DIR: string; PGLITE_BUFFERS_MB?: number }): DatabaseTarget {
  return env.DATABASE_URL ? { kind: 'postgres', url: env.DATABASE_URL } : { kind: 'pglite', dataDir: env.DATA_DIR, buffersMb: env.PGLITE_BUFFERS_MB };
}

export const MIGRATIONS_DIR = join(process.cwd(), 'lib', 'infra', 'db', 'migrations');
