/** Integrations (lib/features/integrations). */
import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The directory's categories (its filter and its groups), editable by editors: a slug (the filter's
 * value in the address), a name and an introduction per language, and the groups' order. A category
 * an integration names cannot be deleted (the foreign key below refuses it); a new slug follows to
 * its integrations.
 */
export const integrationCategories = pgTable('integration_categories', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 20 }).notNull().unique(),
  nameEn: varchar('name_en', { length: 60 }).notNull(),
  nameEs: varchar('name_es', { length: 60 }).notNull(),
  introEn: varchar('intro_en', { length: 300 }).notNull().default(''),
  introEs: varchar('intro_es', { length: 300 }).notNull().default(''),
  position: integer('position').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type IntegrationCategoryRow = typeof integrationCategories.$inferSelect;

/**
 * Integrations (lib/features/integrations): one record per partner system, its copy in both
 * languages side by side (`copy`: en and es) since a connector is one product under one name.
 * `availability` is the Live / Coming soon badge; `status` is the editorial state (draft or
 * published: only published ones are on the site).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    /** A category's slug (`integration_categories`): ecommerce, shipping, oms, fraud, or one the team added. */
    category: varchar('category', { length: 20 })
      .notNull()
      .references(() => integrationCategories.slug, { onUpdate: 'cascade', onDelete: 'restrict' }),
    /** live or comingSoon. */
    availability: varchar('availability', { length: 20 }).notNull().default('live'),
    status: varchar('status', { length: 20 }).notNull().default('draft'),
    /** The card's mark: a simple-icons slug, or a wordmark drawn in the brand's colour. */
    mark: jsonb('mark').notNull(),
    /** An uploaded logo (`/uploads/…`, lib/infra/uploads/logo-upload.ts) shown instead of the mark, or null. */
    logo: text('logo'),
    /** Per language: description, syncs in each direction, setup steps, requirements. */
    copy: jsonb('copy').notNull(),
    docsUrl: text('docs_url'),
    /** The directory's order within a category (the spec's order for the samples). */
    position: integer('position').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('integrations_status_idx').on(table.status, table.category, table.position)],
);

export type IntegrationRow = typeof integrations.$inferSelect;
