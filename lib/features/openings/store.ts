/** Job openings on the site's database (PGlite or PostgreSQL). */
import { and, asc, count, desc, eq, gt, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import type { OpeningListSort } from './shared/list-spec';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { jobOpenings, type OpeningRow } from './tables';
import { readPage } from '@/lib/infra/util/paging';
import { linkEntries, unlinkEntries, type LinkResult, type UnlinkResult } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { OpeningSlugTakenError, OpeningVersionConflictError, type Opening, type OpeningInput } from './shared/types';

type OpenDatabase = () => Promise<Database>;
export type MayChangeOpening = (opening: Pick<OpeningRow, 'ownerId' | 'status'>) => boolean;

const OPENINGS = { table: jobOpenings, id: jobOpenings.id, language: jobOpenings.language, translationGroup: jobOpenings.translationGroup };

export const toOpening = (row: OpeningRow): Opening => ({
  ...row,
  locationType: row.locationType as Opening['locationType'],
  employmentType: row.employmentType as Opening['employmentType'],
  validThrough: row.validThrough.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** On the site: published and not yet past `valid_through` (the database's clock decides). */
const live = and(eq(jobOpenings.status, 'published'), gt(jobOpenings.validThrough, sql`now()`));
/** The careers page's order: the longest-open role first, as the team posted them. */
const postingOrder = [asc(jobOpenings.publishedAt), asc(jobOpenings.id)];
const columnsOf = (input: OpeningInput) => ({ ...input, validThrough: new Date(input.validThrough), publishedAt: input.publishedAt ? new Date(input.publishedAt) : null });

type Drafts = { includeDrafts?: boolean };

/** The admin list's order: the last changed first. */
const adminOrder = [desc(jobOpenings.updatedAt), desc(jobOpenings.id)];

/** The admin list's search (title, team), filters and order. */
export interface OpeningAdminQuery {
  search?: string;
  status?: Opening['status'];
  language?: ContentLanguage;
  sort?: OpeningListSort;
  dir?: 'asc' | 'desc';
  /** Only these openings (a bulk selection). */
  ids?: readonly number[];
}

function adminFilters(query: OpeningAdminQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  return and(
    query.status ? eq(jobOpenings.status, query.status) : undefined,
    query.language ? eq(jobOpenings.language, query.language) : undefined,
    query.ids ? (query.ids.length > 0 ? inArray(jobOpenings.id, [...query.ids]) : sql`false`) : undefined,
    term ? or(ilike(jobOpenings.title, pattern), ilike(jobOpenings.team, pattern)) : undefined,
  );
}

/** The id last, so a page boundary never shows a row twice. */
function adminOrderOf(query: OpeningAdminQuery): SQL[] {
  if (!query.sort) return adminOrder;
  const by = query.dir === 'asc' ? asc : desc;
  const column = { updated: jobOpenings.updatedAt, title: sql`lower(${jobOpenings.title})`, team: sql`lower(${jobOpenings.team})`, status: jobOpenings.status, validThrough: jobOpenings.validThrough }[query.sort];
  return [by(column), by(jobOpenings.id)];
}

export function createOpeningStore(database: OpenDatabase) {
  const select = async (where: SQL | undefined, order = postingOrder, limit?: number, offset = 0) => {
    const query = (await database()).select().from(jobOpenings).where(where).orderBy(...order);
    return (await (limit === undefined ? query : query.limit(limit).offset(offset))).map(toOpening);
  };
  return {
    /** One language's openings on the site, in posting order (a team has a handful, not thousands). */
    list: (language: ContentLanguage) => select(and(live, eq(jobOpenings.language, language))),
    /** Every opening, drafts and expired ones included (the admin list), or every live one (the sitemap). */
    all: (options: { includeDrafts: boolean }) => select(options.includeDrafts ? undefined : live, adminOrder),
    /** A page of the admin list (drafts and expired ones included), counted and read in SQL. */
    adminPage: async (page: number, pageSize: number, query: OpeningAdminQuery = {}) => {
      const where = adminFilters(query);
      return readPage(page, pageSize, async () => (await (await database()).select({ count: count() }).from(jobOpenings).where(where))[0]?.count ?? 0, (limit, offset) => select(where, adminOrderOf(query), limit, offset));
    },
    /** The translations of `openings` that are not among them (drafts included): a page of the admin list names each one's. */
    translationsOf: async (openings: readonly Pick<Opening, 'id' | 'translationGroup'>[]) => {
      const groups = openings.flatMap((opening) => (opening.translationGroup ? [opening.translationGroup] : []));
      return groups.length === 0 ? [] : select(and(inArray(jobOpenings.translationGroup, groups), notInArray(jobOpenings.id, openings.map((opening) => opening.id))));
    },
    bySlug: async (slug: string, options: Drafts = {}) => (await select(and(eq(jobOpenings.slug, slug), options.includeDrafts ? undefined : live)))[0] ?? null,
    byId: async (id: number) => (await select(eq(jobOpenings.id, id)))[0] ?? null,
    /** The opening's translation into the other language (live only, unless drafts are asked for). */
    translationOf: async (opening: Pick<Opening, 'id' | 'language' | 'translationGroup'>, options: Drafts = {}) => {
      if (!opening.translationGroup) return null;
      const where = and(eq(jobOpenings.translationGroup, opening.translationGroup), ne(jobOpenings.id, opening.id), ne(jobOpenings.language, opening.language), options.includeDrafts ? undefined : live);
      return (await select(where))[0] ?? null;
    },
    create: (input: OpeningInput, ownerId: number | null) => createOpening(database, input, ownerId),
    /** Throws OpeningVersionConflictError when `expectedVersion` is not the stored version. */
    update: (id: number, input: OpeningInput, expectedVersion?: number) => updateOpening(database, id, input, expectedVersion),
    remove: async (id: number) => (await (await database()).delete(jobOpenings).where(eq(jobOpenings.id, id)).returning({ id: jobOpenings.id })).length > 0,
    link: (id: number, otherId: number, mayChange?: MayChangeOpening): Promise<LinkResult> => linkEntries<OpeningRow>(database, OPENINGS, id, otherId, mayChange),
    unlink: (id: number, mayChange?: MayChangeOpening): Promise<UnlinkResult> => unlinkEntries<OpeningRow>(database, OPENINGS, id, mayChange),
  };
}

export type OpeningStore = ReturnType<typeof createOpeningStore>;

async function createOpening(database: OpenDatabase, input: OpeningInput, ownerId: number | null): Promise<Opening> {
  const db = await database();
  return refusingTakenSlug(input.slug, async () => {
    const [row] = await db.insert(jobOpenings).values({ ...columnsOf(input), ownerId }).returning();
    return toOpening(row!);
  });
}

async function updateOpening(database: OpenDatabase, id: number, input: OpeningInput, expectedVersion?: number): Promise<Opening | null> {
  const db = await database();
  return refusingTakenSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(jobOpenings).where(eq(jobOpenings.id, id)).for('update');
      if (!current) return null;
      if (expectedVersion !== undefined && expectedVersion !== current.version) throw new OpeningVersionConflictError(toOpening(current));
      // An opening that changes language is no longer its translation's translation.
      const link = current.language === input.language ? {} : { translationGroup: null };
      const [row] = await tx
        .update(jobOpenings)
        .set({ ...columnsOf(input), ...link, version: current.version + 1, updatedAt: new Date() })
        .where(eq(jobOpenings.id, id))
        .returning();
      return toOpening(row!);
    }),
  );
}

async function refusingTakenSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new OpeningSlugTakenError(slug);
    throw error;
  }
}
