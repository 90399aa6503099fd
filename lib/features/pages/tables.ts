/** Builder pages and their revisions (lib/features/pages). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { postLanguage, postStatus } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';
import type { PageBlock } from './blocks';
import type { PageSeo } from './shared/types';

/**
 * A page of blocks in one language. The row is the working copy the editor autosaves; what
 * visitors see is the revision `published_revision` names, so a live page is edited, previewed and
 * published again without going offline. A page of the site's own (`key`: home, about, a solution
 * page: lib/infra/routing/pages.ts) keeps its code-defined address and has no slug; a new page has
 * a slug in its language instead. Language versions share a translation group, as posts do.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 40 }),
    language: postLanguage('language').notNull(),
    slug: varchar('slug', { length: 80 }),
    title: varchar('title', { length: 200 }).notNull(),
    seoTitle: varchar('seo_title', { length: 200 }),
    seoDescription: varchar('seo_description', { length: 500 }),
    socialImage: varchar('social_image', { length: 200 }),
    noindex: boolean('noindex').notNull().default(false),
    /** A landing page: no header menus (logo, language switch and legal footer stay). */
    landing: boolean('landing').notNull().default(false),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default(sql`'[]'::jsonb`),
    /** The working copy's place in the workflow; a live page being edited again is a draft. */
    status: postStatus('status').notNull().default('draft'),
    /** When a scheduled page goes live (UTC). */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When the live revision went live; null while the page has never been published. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** The revision visitors see; null while the page is not public. */
    publishedRevision: integer('published_revision'),
    /** The last revision number given (revisions are numbered 1, 2… per page). */
    revisionCount: integer('revision_count').notNull().default(0),
    translationGroup: uuid('translation_group'),
    /** The revision of the other language's page this one was last translated from ("out of date"). */
    translatedFromRevision: integer('translated_from_revision'),
    /** Raised by every write: a write made from an older version is refused. */
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_language_slug_unique').on(table.language, table.slug),
    uniqueIndex('pages_key_language_unique').on(table.key, table.language),
    uniqueIndex('pages_translation_language_unique').on(table.translationGroup, table.language),
    // The publication clock's query.
    index('pages_status_scheduled_idx').on(table.status, table.scheduledAt),
    // A site page has a key and no slug; a new page a slug and no key.
    check('pages_key_or_slug', sql`num_nonnulls(${table.key}, ${table.slug}) = 1`),
  ],
);

export type PageRow = typeof pages.$inferSelect;

/**
 * What a page looked like when it was published, scheduled-published or restored
 * (lib/features/pages/revisions.ts): the last MAX_PAGE_REVISIONS of each page, and always the live one.
 */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull(),
    seo: jsonb('seo').$type<PageSeo>().notNull(),
    landing: boolean('landing').notNull().default(false),
    /** `publish`, `schedule` (the publication clock) or `restore`. */
    reason: varchar('reason', { length: 20 }).notNull(),
    authorId: integer('author_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    /** Kept as it was: the account may be renamed or gone. */
    authorEmail: varchar('author_email', { length: 320 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('page_revisions_page_number_unique').on(table.pageId, table.number)],
);

export type PageRevisionRow = typeof pageRevisions.$inferSelect;
