/** Blog posts and their revisions (lib/features/posts). */
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { postLanguage, postStatus } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';

/**
 * Blog posts: the legacy platform's BlogPost fields plus language and status, translation links,
 * SEO fields and the read time. A post belongs to one language; posts that translate each other
 * share a translation group, which holds at most one post per language.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 300 }).notNull(),
    excerpt: text('excerpt').notNull(),
    category: varchar('category', { length: 100 }).notNull(),
    author: varchar('author', { length: 120 }).notNull().default('Otailo Team'),
    /** Publication date (a calendar day, no time). */
    date: date('date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    /** Minutes the editor set; when null, pages estimate them from `word_count`. */
    readMinutes: integer('read_minutes'),
    /** Words of the body, counted at every save. */
    wordCount: integer('word_count').notNull().default(0),
    image: text('image').notNull(),
    imageCredit: text('image_credit'),
    fullContent: text('full_content').notNull(),
    language: postLanguage('language').notNull().default('en'),
    status: postStatus('status').notNull().default('published'),
    translationGroup: uuid('translation_group'),
    /** For search results and shares; the title and excerpt stand in when null. */
    seoTitle: varchar('seo_title', { length: 300 }),
    seoDescription: varchar('seo_description', { length: 500 }),
    /** The image shared on social networks: null for the generated card, 'cover' for the cover image. */
    socialImage: text('social_image').$type<'cover'>(),
    /** When the post went public, or for a scheduled post when it will (UTC); null for drafts. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Raised by every save: a save made from an older version is refused (optimistic concurrency). */
    version: integer('version').notNull().default(1),
    /** The account that created the post: an author may edit only their own. */
    ownerId: integer('owner_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The publication clock's query. Not partial on 'scheduled': a migration's transaction cannot use
    // an enum value it adds.
    index('posts_status_published_idx').on(table.status, table.publishedAt),
    index('posts_status_date_idx').on(table.status, table.date.desc(), table.id.desc()),
    index('posts_language_status_date_idx').on(table.language, table.status, table.date.desc(), table.id.desc()),
    index('posts_category_idx').on(table.category),
    uniqueIndex('posts_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;

/**
 * What a post looked like after a save of a published or scheduled post, or a restore
 * (lib/features/posts/revisions.ts); the last 50 of each post are kept.
 */
export const postRevisions = pgTable(
  'post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's version this revision holds. */
    version: integer('version').notNull(),
    /** The edited fields (PostInput) as saved. */
    snapshot: jsonb('snapshot').notNull(),
    userId: integer('user_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    /** Kept as it was: the account may be renamed or gone. */
    userEmail: varchar('user_email', { length: 320 }),
    /** `save`, `restore` or `publish` (the publication clock). */
    reason: varchar('reason', { length: 20 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('post_revisions_post_idx').on(table.postId, table.id.desc())],
);

export type PostRevisionRow = typeof postRevisions.$inferSelect;

/**
 * Which version of its translation a post was translated from (lib/features/posts/translation-status.ts):
 * recorded when the post is created as a translation and when an editor marks it up to date; a
 * post linked to another as it was records none (never behind). Once the source is saved past
 * `source_version` while published, the translation is out of date.
 */
export const postTranslationSources = pgTable(
  'post_translation_sources',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The source's `version` the translation says what it says at. */
    sourceVersion: integer('source_version').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A source's deletion cascades here.
  (table) => [index('post_translation_sources_source_idx').on(table.sourceId)],
);
