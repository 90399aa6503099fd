/**
 * Where uploaded files are named across the database (the tables of discard.ts): how many rows of
 * each table name each file (the media library's "used in 3 pages"), and replacing a file's
 * address everywhere at once (the library's "replace", since a stored file never changes: uploads
 * are served as immutable). Like discard.ts, a question about the whole database, asked of the
 * tables by name.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@/lib/infra/db/queries';
import type { Database } from '@/lib/infra/db/client';
import { TABLES_THAT_REFER_TO_UPLOADS } from './discard';
import { isUploadName } from './store';

export type ReferringTable = (typeof TABLES_THAT_REFER_TO_UPLOADS)[number];

/** Rows naming each file, by table (tables with no row left out); a file no row names is absent. */
export type UploadUsage = Map<string, Partial<Record<ReferringTable, number>>>;

/** At most this many files are counted in one call (a page of the library). */
export const MAX_USAGE_FILES = 100;

/**
 * How many rows of each referring table name each of `names` (stored names, `<uuid>.<ext>`; other
 * values are ignored): one query per table, each reading the table once for all the names.
 */
export async function uploadUsage(db: Database, names: readonly string[]): Promise<UploadUsage> {
  const usage: UploadUsage = new Map();
  const files = [...new Set(names.filter(isUploadName))].slice(0, MAX_USAGE_FILES);
  if (files.length === 0) return usage;
  const list = sql`array[${sql.join(
    files.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[]`;
  for (const table of TABLES_THAT_REFER_TO_UPLOADS) {
    const found = await queryRows<{ name: string; rows: number }>(
      db,
      // `t::text` is the whole row (every column, arrays and JSON included) as text.
      sql`select f.name, count(*)::int as rows from ${sql.identifier(table)} t join unnest(${list}) as f(name) on strpos(t::text, f.name) > 0 group by f.name`,
    );
    for (const { name, rows } of found) usage.set(name, { ...usage.get(name), [table]: Number(rows) });
  }
  return usage;
}

/** A column that can hold a file's address as text: its name, and the type to cast the replaced text back to. */
interface TextColumn {
  column: string;
  cast: string | null;
}

const SAFE_NAME = /^[a-z_][a-z0-9_]*$/;

async function textColumns(db: Database, table: string): Promise<{ columns: TextColumn[]; versioned: boolean }> {
  const found = await queryRows<{ column_name: string; data_type: string; udt_name: string }>(
    db,
    sql`select column_name, data_type, udt_name from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by ordinal_position`,
  );
  const columns: TextColumn[] = [];
  for (const { column_name: column, data_type: type, udt_name: udt } of found) {
    if (!SAFE_NAME.test(column)) continue;
    if (type === 'text' || type === 'character varying') columns.push({ column, cast: null });
    else if (type === 'json' || type === 'jsonb') columns.push({ column, cast: type });
    else if (type === 'ARRAY' && (udt === '_text' || udt === '_varchar')) columns.push({ column, cast: `${udt.slice(1)}[]` });
  }
  // A revision's `version` is the version of the entry it holds, not a counter of its own.
  const versioned = !table.endsWith('_revisions') && found.some((row) => row.column_name === 'version' && row.data_type === 'integer');
  return { columns, versioned };
}

/**
 * Names `to` wherever `from` was named (both stored names), in one transaction: every text, JSON
 * and text-array column of every referring table, revisions included (a restore brings the new
 * file back). A row that changes gets a new `version` where it keeps one, so an editor who opened
 * it before cannot save the old address back over it (their save is refused as a conflict, their
 * work kept); a revision keeps its number. The names are UUIDs with an extension: the text replaced cannot be anything else,
 * and JSON stays valid. `also` runs in the same transaction (the caller's own row). Returns the
 * rows changed by table.
 */
export async function replaceUploadReferences(
  db: Database,
  from: string,
  to: string,
  also?: (tx: Database) => Promise<void>,
): Promise<Partial<Record<ReferringTable, number>>> {
  if (!isUploadName(from) || !isUploadName(to)) throw new Error('replaceUploadReferences: not upload names');
  const changed: Partial<Record<ReferringTable, number>> = {};
  await db.transaction(async (tx) => {
    for (const table of TABLES_THAT_REFER_TO_UPLOADS) {
      const { columns, versioned } = await textColumns(tx as unknown as Database, table);
      if (columns.length === 0) continue;
      const sets = columns.map(({ column, cast }) => {
        const replaced = sql`replace(${sql.identifier(column)}::text, ${from}, ${to})`;
        return sql`${sql.identifier(column)} = ${cast ? sql`${replaced}::${sql.raw(cast)}` : replaced}`;
      });
      if (versioned) sets.push(sql`version = version + 1`);
      const rows = await queryRows<{ one: number }>(
        tx as unknown as Database,
        sql`update ${sql.identifier(table)} t set ${sql.join(sets, sql`, `)} where strpos(t::text, ${from}) > 0 returning 1 as one`,
      );
      if (rows.length > 0) changed[table] = rows.length;
    }
    await also?.(tx as unknown as Database);
  });
  return changed;
}
