/** Preview links of every published kind (lib/features/publishing). */
import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyOf } from '@/lib/infra/db/references';

/**
 * Expiring, revocable links that show a post as its public page will look to someone without an
 * account (lib/features/posts/preview-links.ts). Only the SHA-256 of the token is kept.
 */
export const previewLinks = pgTable(
  'preview_links',
  {
    id: serial('id').primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    // One of these per link: the entry it shows, of whichever kind (post, story, opening, page) (lib/features/publishing/preview-links.ts).
    postId: integer('post_id').references(() => keyOf('posts'), { onDelete: 'cascade' }),
    storyId: integer('story_id').references(() => keyOf('customer_stories'), { onDelete: 'cascade' }),
    openingId: integer('opening_id').references(() => keyOf('job_openings'), { onDelete: 'cascade' }),
    pageId: integer('page_id').references(() => keyOf('pages'), { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('preview_links_post_idx').on(table.postId),
    index('preview_links_story_idx').on(table.storyId),
    index('preview_links_opening_idx').on(table.openingId),
    index('preview_links_page_idx').on(table.pageId),
    check('preview_links_one_subject', sql`num_nonnulls(${table.postId}, ${table.storyId}, ${table.openingId}, ${table.pageId}) = 1`),
  ],
);

/**
 * The review workflow's moves that someone is told of (lib/features/publishing/review-notices.ts):
 * an entry sent to review, sent back to its author with the reviewer's note, or published. The
 * latest `submitted` row says since when an entry waits; the latest `sent-back` row's note is shown
 * to the author on the edit page.
 */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: serial('id').primaryKey(),
    /** post, story, opening or page: the entry's kind; `entry_id` its id in that kind's table. */
    entryKind: varchar('entry_kind', { length: 20 }).notNull(),
    entryId: integer('entry_id').notNull(),
    event: varchar('event', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('review_events_entry_idx').on(table.entryKind, table.entryId, table.createdAt),
    check('review_events_event', sql`${table.event} in ('submitted', 'sent-back', 'published')`),
  ],
);
