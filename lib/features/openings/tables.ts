/** Job openings (lib/features/openings). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { postLanguage, postStatus } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';

/**
 * Job openings (lib/features/openings): the careers page's roles, with the workflow states,
 * languages and translation groups of every published kind. An opening leaves the site at
 * `valid_through` by itself (the publication clock expires the pages then).
 */
export const jobOpenings = pgTable(
  'job_openings',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    language: postLanguage('language').notNull(),
    status: postStatus('status').notNull().default('draft'),
    translationGroup: uuid('translation_group'),
    title: varchar('title', { length: 200 }).notNull(),
    team: varchar('team', { length: 120 }).notNull(),
    /** remote or region (lib/features/openings/shared/types.ts). */
    locationType: varchar('location_type', { length: 10 }).notNull(),
    /** As shown: "Remote (US)", "Madrid or remote in Spain". */
    location: varchar('location', { length: 200 }).notNull(),
    /** ISO 3166 countries an applicant may live in (JobPosting applicantLocationRequirements). */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    /** schema.org employmentType: FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN. */
    employmentType: varchar('employment_type', { length: 20 }).notNull(),
    summary: varchar('summary', { length: 600 }).notNull(),
    responsibilities: text('responsibilities').array().notNull(),
    requirements: text('requirements').array().notNull(),
    benefits: text('benefits').array().notNull().default(sql`'{}'::text[]`),
    /** The hiring contact, mailed each application made on the site (empty: CAREERS_EMAIL). */
    applyEmail: varchar('apply_email', { length: 320 }),
    /** Applications taken on another site instead of the site's form. */
    applyUrl: text('apply_url'),
    validThrough: timestamp('valid_through', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    ownerId: integer('owner_id').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_openings_language_status_idx').on(table.language, table.status, table.validThrough),
    uniqueIndex('job_openings_translation_language_unique').on(table.translationGroup, table.language),
  ],
);

export type OpeningRow = typeof jobOpenings.$inferSelect;
