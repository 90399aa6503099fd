/** A/B experiments (lib/features/experiments). */
import { sql } from 'drizzle-orm';
import { char, check, index, integer, jsonb, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { keyOf } from '@/lib/infra/db/references';
import type { ExperimentVariant } from './shared/experiment';

/**
 * An experiment on a page of blocks (one language's row) or on one of its blocks
 * (docs/experiments.md): prepared as a draft by editors, started and stopped by an admin; at most
 * one runs on a page at a time. Its variants' blocks are kept here until a winner is promoted to
 * the page as a new revision.
 */
export const experiments = pgTable(
  'experiments',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => keyOf('pages'), { onDelete: 'cascade' }),
    /** The block tried (its anchor); null for the whole page. */
    blockAnchor: varchar('block_anchor', { length: 40 }),
    name: varchar('name', { length: 120 }).notNull(),
    /** draft, running or stopped (shared/experiment.ts). */
    status: varchar('status', { length: 10 }).notNull().default('draft'),
    /** The funnel event counted as a conversion. */
    goal: varchar('goal', { length: 40 }).notNull(),
    variants: jsonb('variants').$type<ExperimentVariant[]>().notNull(),
    /** The variant declared the winner when it stopped, if any. */
    winner: varchar('winner', { length: 20 }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => keyOf('users'), { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('experiments_page_idx').on(table.pageId),
    // One running experiment a page: two would split the same visitors twice.
    uniqueIndex('experiments_one_running_idx').on(table.pageId).where(sql`${table.status} = 'running'`),
    check('experiments_status_known', sql`${table.status} in ('draft', 'running', 'stopped')`),
  ],
);

export type ExperimentRow = typeof experiments.$inferSelect;

/**
 * Who took part, one row per visitor and experiment (docs/experiments.md, "Counting"): the
 * variant they were shown, the page's language and the device class of their first page view,
 * and when they first reached the goal. `visitor` is 16 hex digits of SHA-256 of the experiment
 * and the visitor's random identifier: the identifier itself is never stored, and one
 * experiment's rows cannot be joined to another's. Deleted with their experiment.
 */
export const experimentVisitors = pgTable(
  'experiment_visitors',
  {
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    visitor: char('visitor', { length: 16 }).notNull(),
    variant: varchar('variant', { length: 20 }).notNull(),
    locale: varchar('locale', { length: 5 }).notNull(),
    /** mobile, tablet or desktop (the analytics' classes), from the first page view's width. */
    device: varchar('device', { length: 8 }).notNull().default(''),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.experimentId, table.visitor] })],
);
