/** Infrastructure's own tables (rate limits, write budgets) and the enums several features' tables share. */
import { bigint, integer, pgEnum, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The language of a published entry (posts, stories, openings, resources). */
export const postLanguage = pgEnum('post_language', ['en', 'es']);
/**
 * Where a post stands in the editorial workflow (lib/features/posts/shared/workflow.ts): `draft` and `review` (an
 * author asks an editor to publish) are private; `scheduled` waits for `published_at`, when the
 * publication clock (lib/features/posts/publication-clock.ts) makes it `published`.
 */
export const postStatus = pgEnum('post_status', ['published', 'draft', 'review', 'scheduled']);
/** The language a visitor wrote or is written to in (leads, bookings, mails, subscribers). */
export const leadLocale = pgEnum('lead_locale', ['en', 'es']);

/**
 * Rate-limit counters shared by every instance (lib/infra/rate-limit, lib/infra/rate-limit/shared-token-bucket.ts),
 * in the layout rate-limiter-flexible reads and writes. Created here rather than by the library at
 * first use: instances starting together would race to create it, and the loser would count in
 * memory only.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  /** Milliseconds since the epoch; null for a key without expiry. */
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * Site-wide budgets of anonymous writes (lib/infra/rate-limit/write-budget.ts): rows written and
 * refused per budget and UTC hour (`period` 2026-03-01T14) or day (2026-03-01), shared by every
 * instance.
 */
export const writeBudgets = pgTable(
  'write_budgets',
  {
    name: varchar('name', { length: 40 }).notNull(),
    period: varchar('period', { length: 13 }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    refused: bigint('refused', { mode: 'number' }).notNull().default(0),
    firstRefusedAt: timestamp('first_refused_at', { withTimezone: true }),
    lastRefusedAt: timestamp('last_refused_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.name, table.period] })],
);
