/** The resource library: resources, their PDFs and download links (lib/features/resources). */
import { sql } from 'drizzle-orm';
import { boolean, char, customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { postLanguage, postStatus } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';

/** Raw bytes (PostgreSQL `bytea`): a resource's PDF. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The resource library (lib/features/resources): guides, reports, templates and checklists, one
 * row per language with the workflow states and translation groups of every published kind. A
 * gated resource is downloaded through a mailed link (`resource_download_tokens`); `downloads`
 * counts every file served.
 */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    language: postLanguage('language').notNull(),
    status: postStatus('status').notNull().default('draft'),
    translationGroup: uuid('translation_group'),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 600 }).notNull(),
    /** guide, report, template or checklist (lib/features/resources/shared/types.ts). */
    type: varchar('type', { length: 20 }).notNull(),
    /** What's inside: the bullet list of the resource's page. */
    inside: text('inside').array().notNull().default(sql`'{}'::text[]`),
    /** Behind the lead form (true) or a direct download. */
    gated: boolean('gated').notNull().default(true),
    downloads: integer('downloads').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resources_language_status_idx').on(table.language, table.status, table.publishedAt),
    uniqueIndex('resources_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;

/** A resource's PDF, checked by its bytes before it is stored; read only to serve it. */
export const resourceFiles = pgTable('resource_files', {
  resourceId: integer('resource_id')
    .primaryKey()
    .references(() => resources.id, { onDelete: 'cascade' }),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A gated resource's download link: only the SHA-256 of its random token is kept, valid until `expires_at`. */
export const resourceDownloadTokens = pgTable(
  'resource_download_tokens',
  {
    tokenHash: char('token_hash', { length: 64 }).primaryKey(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('resource_download_tokens_expires_idx').on(table.expiresAt)],
);
