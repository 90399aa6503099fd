import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyOf } from '@/lib/infra/db/references';

/**
 * The site's settings (lib/features/site-settings/shared/settings.ts): at most two rows, the one
 * visitors see (`published`) and the one an editor is preparing (`draft`). Publishing copies the
 * draft over the published row and removes the draft; the audit log keeps each published content.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    state: varchar('state', { length: 10 }).primaryKey(),
    /** Only the fields an editor set (`SiteSettings`); read back through `storedSettings`. */
    content: jsonb('content').notNull(),
    /** Raised by every write of the row: a save made from an older version is refused. */
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => keyOf('users'), { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('site_settings_state', sql`${table.state} in ('draft', 'published')`)],
);

export type SiteSettingsRow = typeof siteSettings.$inferSelect;
