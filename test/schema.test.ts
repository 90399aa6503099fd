/**
 * The collector (lib/schema.ts): a foreign key to another feature's table names it
 * (lib/infra/db/references.ts) rather than importing it, so this checks every key of every table
 * lands on a table and column the schema holds, of the same type.
 */
import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '@/lib/schema';

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const byName = new Map(tables.map((table) => [getTableName(table), table]));
/** A key column's type as a reference sees it: a serial key is an integer. */
const keyType = (type: string) => ({ serial: 'integer', bigserial: 'bigint' })[type] ?? type;

describe('the collected schema', () => {
  it('holds each table once, by a name of its own', () => {
    expect(byName.size).toBe(tables.length);
    expect(tables.length).toBe(51);
  });

  it('has every foreign key land on a table and column it holds, of the same type', () => {
    const keys = tables.flatMap((table) => getTableConfig(table).foreignKeys.map((key) => ({ from: getTableName(table), ...key.reference() })));
    expect(keys.length).toBeGreaterThan(10);
    for (const { from, foreignTable, foreignColumns } of keys) {
      const target = byName.get(getTableName(foreignTable));
      expect(target, `${from} → ${getTableName(foreignTable)}`).toBeDefined();
      const columns = getTableConfig(target!).columns;
      for (const column of foreignColumns) {
        const real = columns.find((candidate) => candidate.name === column.name);
        expect(real, `${from} → ${getTableName(foreignTable)}.${column.name}`).toBeDefined();
        expect(keyType(column.getSQLType())).toBe(keyType(real!.getSQLType()));
      }
    }
  });
});
