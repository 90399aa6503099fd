/** The media library (lib/features/media). */
import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { keyOf } from '@/lib/infra/db/references';

/**
 * One row per stored upload (images, logos, PDFs): what the library lists and describes. The file
 * itself is in the uploads store; `name` is its stored name (`<uuid>.<ext>`), which changes when the
 * file is replaced (uploads are served as immutable), while `id` — the library's address — stays.
 * Alt texts are the library's per language, offered wherever the file is chosen.
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull().unique(),
    /** `image`, `video` (MP4, WebM), `captions` (WebVTT) or `document` (a PDF). */
    kind: varchar('kind', { length: 10 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** The file's name as uploaded (shown and searched; never part of the address). */
    label: varchar('label', { length: 120 }).notNull().default(''),
    altEn: varchar('alt_en', { length: 200 }).notNull().default(''),
    altEs: varchar('alt_es', { length: 200 }).notNull().default(''),
    uploadedBy: integer('uploaded_by').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('media_files_created_idx').on(table.createdAt)],
);

export type MediaRow = typeof mediaFiles.$inferSelect;
