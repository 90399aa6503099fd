/** Customer stories (lib/features/stories). */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { postLanguage, postStatus } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';

/** A headline figure of a customer story: "−22%" and "return rate". */
export type StoryResult = { value: string; label: string };

/**
 * Customer stories (lib/features/stories): the same workflow states, languages and translation
 * groups as posts (the enums are the shared content mechanism's). An anonymized story names the
 * customer by a description ("A European footwear brand") and never shows a logo.
 */
export const customerStories = pgTable(
  'customer_stories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    language: postLanguage('language').notNull(),
    status: postStatus('status').notNull().default('draft'),
    translationGroup: uuid('translation_group'),
    title: varchar('title', { length: 300 }).notNull(),
    summary: varchar('summary', { length: 500 }).notNull(),
    customer: varchar('customer', { length: 120 }).notNull(),
    anonymized: boolean('anonymized').notNull().default(false),
    logo: text('logo'),
    logoAlt: varchar('logo_alt', { length: 200 }),
    /** Keys of the industry, platform (an integration) and solution lists (lib/features/stories/shared/taxonomy.ts). */
    industry: varchar('industry', { length: 40 }).notNull(),
    platform: varchar('platform', { length: 40 }),
    region: varchar('region', { length: 80 }),
    solutions: text('solutions').array().notNull().default(sql`'{}'::text[]`),
    results: jsonb('results').$type<StoryResult[]>().notNull(),
    quote: text('quote'),
    quoteName: varchar('quote_name', { length: 120 }),
    quoteRole: varchar('quote_role', { length: 120 }),
    challenge: text('challenge').notNull(),
    solution: text('solution').notNull(),
    outcome: text('outcome').notNull(),
    cover: text('cover'),
    coverAlt: varchar('cover_alt', { length: 200 }),
    /** Shown on the home page (the newest featured one). */
    featured: boolean('featured').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('customer_stories_status_published_idx').on(table.status, table.publishedAt),
    index('customer_stories_language_status_idx').on(table.language, table.status, table.publishedAt.desc()),
    uniqueIndex('customer_stories_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type StoryRow = typeof customerStories.$inferSelect;

/** A story's words as a translation was made from them (lib/features/stories/translation-status.ts). */
export type StoryWords = Partial<Record<'title' | 'summary' | 'customer' | 'results' | 'quote' | 'challenge' | 'solution' | 'outcome', string>>;

/**
 * Which version of its translation a story was translated from, and that version's words (stories
 * keep no revisions, so the words are kept here to show what changed since): recorded when a story
 * is created as a translation and when an editor marks it up to date. Once the source is saved past
 * `source_version` while published, the translation is out of date.
 */
export const storyTranslationSources = pgTable(
  'story_translation_sources',
  {
    storyId: integer('story_id')
      .primaryKey()
      .references(() => customerStories.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => customerStories.id, { onDelete: 'cascade' }),
    sourceVersion: integer('source_version').notNull(),
    sourceWords: jsonb('source_words').$type<StoryWords>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('story_translation_sources_source_idx').on(table.sourceId)],
);
