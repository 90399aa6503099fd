import { sql } from 'drizzle-orm';
import { date, index, pgEnum, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const postLanguage = pgEnum('post_language', ['en', 'es']);
export const postStatus = pgEnum('post_status', ['published', 'draft']);

/** Blog posts: the legacy platform's BlogPost fields plus language and status. */
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
    readTime: varchar('read_time', { length: 40 }).notNull().default('5 min read'),
    image: text('image').notNull(),
    imageCredit: text('image_credit'),
    fullContent: text('full_content').notNull(),
    language: postLanguage('language').notNull().default('en'),
    status: postStatus('status').notNull().default('published'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('posts_status_date_idx').on(table.status, table.date.desc(), table.id.desc()),
    index('posts_category_idx').on(table.category),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
