/** Job applications (lib/features/applications). */
import { index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { postLanguage } from '@/lib/infra/db/tables';
import { keyOf } from '@/lib/infra/db/references';

/** Where an application stands in hiring: set by the team in the admin area. */
export const applicationStatus = pgEnum('application_status', ['new', 'reviewing', 'interview', 'rejected', 'hired']);

/**
 * Job applications (lib/features/applications): who applied to which opening, in which language,
 * with a CV kept as a private file (`cv_key`, in APPLICATIONS_DIR, never under the public uploads).
 * The opening's title and hiring contact are copied at the time of applying: the opening may be
 * renamed, closed or deleted while the application is read. Rows and files are deleted after
 * APPLICATIONS_RETENTION_DAYS.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    openingId: integer('opening_id').references(() => keyOf('job_openings'), { onDelete: 'set null' }),
    openingTitle: varchar('opening_title', { length: 200 }).notNull(),
    /** The page's language: the applicant's confirmation mail is in it. */
    language: postLanguage('language').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    profileUrl: varchar('profile_url', { length: 500 }),
    message: text('message').notNull().default(''),
    /** The CV's file name in APPLICATIONS_DIR (`cv-<uuid>.pdf`), and its size in bytes. */
    cvKey: varchar('cv_key', { length: 60 }).notNull(),
    cvBytes: integer('cv_bytes').notNull(),
    /** Where the application was mailed: the opening's hiring contact, else CAREERS_EMAIL. */
    notifyEmail: varchar('notify_email', { length: 320 }).notNull(),
    status: applicationStatus('status').notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('job_applications_created_idx').on(table.createdAt.desc(), table.id.desc()),
    index('job_applications_opening_idx').on(table.openingId, table.createdAt),
    // The retention sweep asks which files rows still name.
    uniqueIndex('job_applications_cv_key_unique').on(table.cvKey),
  ],
);

export type ApplicationRow = typeof jobApplications.$inferSelect;
