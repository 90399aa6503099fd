/** Small query helpers every backend answers the same way (PGlite and PostgreSQL). */
import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** The rows of a raw query: postgres.js answers with the rows themselves, PGlite with an object holding them. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as T[] | { rows: T[] };
  return Array.isArray(result) ? result : result.rows;
}

/** A LIKE pattern matching `text` anywhere: `%`, `_` and `\` typed by a person are literal characters, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
