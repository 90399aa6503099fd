/** Editor-managed redirects (lib/features/redirects). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Editor-managed redirects (lib/features/redirects): an exact site path answered with a redirect
 * to `target`, or with 410 Gone when `target` is null. Loaded into every instance's memory; the
 * requests never read this table.
 */
export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    /** Normalized site path (`/en/blog/old`), unique. */
    source: varchar('source', { length: 500 }).notNull(),
    /** A site path or an absolute https URL; null for 410 Gone. */
    target: varchar('target', { length: 2000 }),
    /** 301, 302, 308 or 410. */
    status: integer('status').notNull(),
    /** `manual` (the admin screen, CSV) or `auto` (a renamed or deleted post or story). */
    origin: varchar('origin', { length: 10 }).notNull().default('manual'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('redirects_source_idx').on(table.source),
    // Where a target lands (store.ts, `landingSql`): an import's check reads the rules landing on its sources by it.
    index('redirects_landing_idx').on(sql`lower(rtrim(split_part(${table.target}, '?', 1), '/'))`),
    // The admin's search (store.ts, `filterSql`: `ilike '%words%'` on both columns) reads these instead of every row.
    // A pending list of 512 kB, not 4 MB: PGlite runs no autovacuum, so every search scans the list of rows not yet
    // in the index proper, and the statement that overflows it merges it whole. Without one (fastupdate off), writes cost twice.
    index('redirects_source_trgm_idx').using('gin', sql`${table.source} gin_trgm_ops`).with({ gin_pending_list_limit: 512 }),
    index('redirects_target_trgm_idx').using('gin', sql`${table.target} gin_trgm_ops`).with({ gin_pending_list_limit: 512 }),
    check('redirects_status_known', sql`${table.status} in (301, 302, 308, 410)`),
  ],
);

export type RedirectRow = typeof redirects.$inferSelect;
