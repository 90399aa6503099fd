/** Integrations on the site's database (PGlite or PostgreSQL). */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { integrations, type IntegrationRow } from './tables';
import { readPage } from '@/lib/infra/util/paging';
import { IntegrationSlugTakenError, IntegrationVersionConflictError, type IntegrationEntry, type IntegrationInput } from './shared/types';

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

export function createIntegrationStore(database: OpenDatabase) {
  const select = async (where: SQL | undefined, order = directoryOrder, limit?: number, offset = 0) => {
    const query = (await database()).select().from(integrations).where(where).orderBy(...order);
    return (await (limit === undefined ? query : query.limit(limit).offset(offset))).map(toIntegration);
  };
  return {
    /** Every published integration in directory order (a few dozen at most), or every one for the admin. */
    all: (options: { includeDrafts: boolean }) => select(options.includeDrafts ? undefined : published, options.includeDrafts ? adminOrder : directoryOrder),
    /** A page of the admin list (drafts included), counted and read in SQL. */
    adminPage: async (page: number, pageSize: number) =>
      readPage(page, pageSize, async () => (await (await database()).select({ count: count() }).from(integrations))[0]?.count ?? 0, (limit, offset) => select(undefined, adminOrder, limit, offset)),
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
