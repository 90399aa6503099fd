/** Integrations on the site's database (PGlite or PostgreSQL). */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { integrationCategories, integrations, type IntegrationRow } from './tables';
import { readPage } from '@/lib/infra/util/paging';
import { IntegrationSlugTakenError, IntegrationVersionConflictError, type IntegrationAdminQuery, type IntegrationEntry, type IntegrationInput } from './shared/types';

type OpenDatabase = () => Promise<Database>;

export const toIntegration = (row: IntegrationRow): IntegrationEntry => ({
  ...row,
  category: row.category as IntegrationEntry['category'],
  availability: row.availability as IntegrationEntry['availability'],
  status: row.status as IntegrationEntry['status'],
  mark: row.mark as IntegrationEntry['mark'],
  copy: row.copy as IntegrationEntry['copy'],
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const published = eq(integrations.status, 'published');
/** The directory's order (its page groups them by category; within one, position decides). */
const directoryOrder = [asc(integrations.position), asc(integrations.id)];

type Drafts = { includeDrafts?: boolean };

/** The admin list's order: the last changed first. */
const adminOrder = [desc(integrations.updatedAt), desc(integrations.id)];

/** The admin list's filters, in SQL. */
function adminFilters(query: IntegrationAdminQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  return and(
    query.status ? eq(integrations.status, query.status) : undefined,
    query.category ? eq(integrations.category, query.category) : undefined,
    query.ids ? (query.ids.length > 0 ? inArray(integrations.id, [...query.ids]) : sql`false`) : undefined,
    term
      ? or(
          ilike(integrations.name, pattern),
          ilike(integrations.slug, pattern),
          ilike(sql`${integrations.copy}->'en'->>'description'`, pattern),
          ilike(sql`${integrations.copy}->'es'->>'description'`, pattern),
        )
      : undefined,
  );
}

/** The admin list's chosen order; the id last, so a page boundary never shows a row twice. */
function chosenOrder(query: IntegrationAdminQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  const names = query.names === 'es' ? integrationCategories.nameEs : integrationCategories.nameEn;
  // The category as the list names it (in the admin's language), not its slug.
  const categoryName = sql`(select lower(${names}) from ${integrationCategories} where ${integrationCategories.slug} = ${integrations.category})`;
  const column = { updated: integrations.updatedAt, name: sql`lower(${integrations.name})`, category: categoryName, status: integrations.status }[query.sort ?? 'updated'];
  return [by(column), by(integrations.id)];
}

export function createIntegrationStore(database: OpenDatabase) {
  const select = async (where: SQL | undefined, order = directoryOrder, limit?: number, offset = 0) => {
    const query = (await database()).select().from(integrations).where(where).orderBy(...order);
    return (await (limit === undefined ? query : query.limit(limit).offset(offset))).map(toIntegration);
  };
  return {
    /** Every published integration in directory order (a few dozen at most), or every one for the admin. */
    all: (options: { includeDrafts: boolean }) => select(options.includeDrafts ? undefined : published, options.includeDrafts ? adminOrder : directoryOrder),
    /** A page of the admin list (drafts included), searched, filtered, counted and read in SQL. */
    adminPage: async (page: number, pageSize: number, query: IntegrationAdminQuery = {}) => {
      const where = adminFilters(query);
      return readPage(
        page,
        pageSize,
        async () => (await (await database()).select({ count: count() }).from(integrations).where(where))[0]?.count ?? 0,
        (limit, offset) => select(where, chosenOrder(query), limit, offset),
      );
    },
    bySlug: async (slug: string, options: Drafts = {}) => (await select(and(eq(integrations.slug, slug), options.includeDrafts ? undefined : published)))[0] ?? null,
    byId: async (id: number) => (await select(eq(integrations.id, id)))[0] ?? null,
    create: async (input: IntegrationInput) => {
      const db = await database();
      return refusingTakenSlug(input.slug, async () => toIntegration((await db.insert(integrations).values(input).returning())[0]!));
    },
    /** Throws IntegrationVersionConflictError when `expectedVersion` is not the stored version. */
    update: (id: number, input: IntegrationInput, expectedVersion?: number) => updateIntegration(database, id, input, expectedVersion),
    remove: async (id: number) => (await (await database()).delete(integrations).where(eq(integrations.id, id)).returning({ id: integrations.id })).length > 0,
  };
}

export type IntegrationStore = ReturnType<typeof createIntegrationStore>;

async function updateIntegration(database: OpenDatabase, id: number, input: IntegrationInput, expectedVersion?: number): Promise<IntegrationEntry | null> {
  const db = await database();
  return refusingTakenSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(integrations).where(eq(integrations.id, id)).for('update');
      if (!current) return null;
      if (expectedVersion !== undefined && expectedVersion !== current.version) throw new IntegrationVersionConflictError(toIntegration(current));
      const [row] = await tx.update(integrations).set({ ...input, version: current.version + 1, updatedAt: new Date() }).where(eq(integrations.id, id)).returning();
      return toIntegration(row!);
    }),
  );
}

async function refusingTakenSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new IntegrationSlugTakenError(slug);
    throw error;
  }
}
