import { integer, pgTable, uuid, type PgColumn } from 'drizzle-orm/pg-core';

const keys = new Map<string, PgColumn>();

/**
 * The key column of another feature's table, for a foreign key: named rather than imported, since a
 * feature's tables import no other feature's (docs/architecture.md). The stand-in table only
 * carries the key's name and type and is never part of the schema; test/schema.test.ts checks that
 * each such key names a real table and column of the collected schema.
 */
export function keyOf(table: string, type: 'integer' | 'uuid' = 'integer', column = 'id'): PgColumn {
  const name = `${table}.${column}`;
  let key = keys.get(name);
  if (!key) {
    const standIn = pgTable(table, { [column]: type === 'uuid' ? uuid(column) : integer(column) });
    key = (standIn as unknown as Record<string, PgColumn>)[column]!;
    keys.set(name, key);
  }
  return key;
}
