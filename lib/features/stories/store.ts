/** Customer stories on the site's database (PGlite or PostgreSQL). */
import { and, arrayContains, asc, count, desc, eq, ilike, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { customerStories, type StoryRow } from './tables';
import { readPage } from '@/lib/infra/util/paging';
import { linkEntries, unlinkEntries, type LinkResult, type UnlinkResult } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { StorySlugTakenError, StoryVersionConflictError, type Story, type StoryAdminQuery, type StoryInput, type StoryQuery, type StorySummary } from './shared/types';

type OpenDatabase = () => Promise<Database>;
export type MayChangeStory = (story: Pick<StoryRow, 'ownerId' | 'status'>) => boolean;

const STORIES = { table: customerStories, id: customerStories.id, language: customerStories.language, translationGroup: customerStories.translationGroup };

export const toStory = (row: StoryRow): Story => ({
  ...row,
  industry: row.industry as Story['industry'],
  platform: row.platform as Story['platform'],
  solutions: row.solutions as Story['solutions'],
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSummary = (row: StoryRow): StorySummary => {
  const { challenge, solution, outcome, ...summary } = toStory(row);
  return summary;
};

const published = eq(customerStories.status, 'published');
const newestFirst = [desc(customerStories.publishedAt), desc(customerStories.id)];
const columnsOf = (input: StoryInput) => ({ ...input, publishedAt: input.publishedAt ? new Date(input.publishedAt) : null });

function filters(language: ContentLanguage | undefined, query: StoryQuery, includeDrafts = false): SQL | undefined {
  return and(
    includeDrafts ? undefined : published,
    language ? eq(customerStories.language, language) : undefined,
    query.industry ? eq(customerStories.industry, query.industry) : undefined,
    query.platform ? eq(customerStories.platform, query.platform) : undefined,
    query.solution ? arrayContains(customerStories.solutions, [query.solution]) : undefined,
  );
}

type Drafts = { includeDrafts?: boolean };

export function createStoryStore(database: OpenDatabase) {
  return {
    /** Published stories of one language matching the filters, newest first (a site has tens, not thousands). */
    list: (language: ContentLanguage, query: StoryQuery = {}) => listStories(database, language, query),
    /** Every story, drafts included (the admin list), or every published one (the sitemap). */
    all: (options: { includeDrafts: boolean }) => allStories(database, options),
    /** A page of the admin list (drafts included), the last changed first, counted and read in SQL. */
    adminPage: (page: number, pageSize: number, query: StoryAdminQuery = {}) => adminPage(database, page, pageSize, query),
    /** The translations of `stories` that are not among them (drafts included): a page of the admin list names each one's. */
    translationsOf: (stories: readonly Pick<StorySummary, 'id' | 'translationGroup'>[]) => translationsOf(database, stories),
    bySlug: (slug: string, options: Drafts = {}) => storyBySlug(database, slug, options),
    byId: (id: number) => storyById(database, id),
    /** The story's translation into the other language (published only, unless drafts are asked for). */
    translationOf: (story: Pick<Story, 'id' | 'language' | 'translationGroup'>, options: Drafts = {}) => translationOf(database, story, options),
    create: (input: StoryInput, ownerId: number | null) => createStory(database, input, ownerId),
    /** Throws StoryVersionConflictError when `expectedVersion` is not the stored version. */
    update: (id: number, input: StoryInput, expectedVersion?: number) => updateStory(database, id, input, expectedVersion),
    remove: (id: number) => removeStory(database, id),
    link: (id: number, otherId: number, mayChange?: MayChangeStory): Promise<LinkResult> => linkEntries<StoryRow>(database, STORIES, id, otherId, mayChange),
    unlink: (id: number, mayChange?: MayChangeStory): Promise<UnlinkResult> => unlinkEntries<StoryRow>(database, STORIES, id, mayChange),
  };
}

async function listStories(database: OpenDatabase, language: ContentLanguage, query: StoryQuery): Promise<StorySummary[]> {
  const db = await database();
  const rows = await db.select().from(customerStories).where(filters(language, query)).orderBy(...newestFirst).limit(500);
  return rows.map(toSummary);
}

const lastChanged = [desc(customerStories.updatedAt), desc(customerStories.id)];

async function allStories(database: OpenDatabase, options: { includeDrafts: boolean }): Promise<StorySummary[]> {
  const db = await database();
  const rows = await db.select().from(customerStories).where(filters(undefined, {}, options.includeDrafts)).orderBy(...lastChanged);
  return rows.map(toSummary);
}

/** The admin list's filters, in SQL. */
function adminFilters(query: StoryAdminQuery): SQL | undefined {
  const term = query.search?.trim();
  const pattern = term ? containsPattern(term) : '';
  return and(
    query.status ? eq(customerStories.status, query.status) : undefined,
    query.language ? eq(customerStories.language, query.language) : undefined,
    query.ownerId !== undefined ? eq(customerStories.ownerId, query.ownerId) : undefined,
    query.ids ? (query.ids.length > 0 ? inArray(customerStories.id, [...query.ids]) : sql`false`) : undefined,
    term ? or(ilike(customerStories.title, pattern), ilike(customerStories.customer, pattern)) : undefined,
  );
}

/** The admin list's order; the id last, so a page boundary never shows a row twice. */
function adminOrder(query: StoryAdminQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  const column = { updated: customerStories.updatedAt, title: sql`lower(${customerStories.title})`, published: customerStories.publishedAt, status: customerStories.status }[query.sort ?? 'updated'];
  // Drafts have no publication instant: last whichever way.
  const nulls = query.sort === 'published' ? [sql`${customerStories.publishedAt} is null`] : [];
  return [...nulls, by(column), by(customerStories.id)];
}

async function adminPage(database: OpenDatabase, page: number, pageSize: number, query: StoryAdminQuery) {
  const db = await database();
  const where = adminFilters(query);
  return readPage(
    page,
    pageSize,
    async () => (await db.select({ count: count() }).from(customerStories).where(where))[0]?.count ?? 0,
    async (limit, offset) => (await db.select().from(customerStories).where(where).orderBy(...adminOrder(query)).limit(limit).offset(offset)).map(toSummary),
  );
}

async function translationsOf(database: OpenDatabase, stories: readonly Pick<StorySummary, 'id' | 'translationGroup'>[]): Promise<StorySummary[]> {
  const groups = stories.flatMap((story) => (story.translationGroup ? [story.translationGroup] : []));
  if (groups.length === 0) return [];
  const db = await database();
  const where = and(inArray(customerStories.translationGroup, groups), notInArray(customerStories.id, stories.map((story) => story.id)));
  return (await db.select().from(customerStories).where(where)).map(toSummary);
}

async function storyBySlug(database: OpenDatabase, slug: string, options: Drafts): Promise<Story | null> {
  const db = await database();
  const [row] = await db
    .select()
    .from(customerStories)
    .where(and(eq(customerStories.slug, slug), options.includeDrafts ? undefined : published))
    .limit(1);
  return row ? toStory(row) : null;
}

async function storyById(database: OpenDatabase, id: number): Promise<Story | null> {
  const db = await database();
  const [row] = await db.select().from(customerStories).where(eq(customerStories.id, id)).limit(1);
  return row ? toStory(row) : null;
}

async function translationOf(database: OpenDatabase, story: Pick<Story, 'id' | 'language' | 'translationGroup'>, options: Drafts): Promise<StorySummary | null> {
  if (!story.translationGroup) return null;
  const db = await database();
  const [row] = await db
    .select()
    .from(customerStories)
    .where(
      and(
        eq(customerStories.translationGroup, story.translationGroup),
        ne(customerStories.id, story.id),
        ne(customerStories.language, story.language),
        options.includeDrafts ? undefined : published,
      ),
    )
    .limit(1);
  return row ? toSummary(row) : null;
}

async function createStory(database: OpenDatabase, input: StoryInput, ownerId: number | null): Promise<Story> {
  const db = await database();
  return refusingTakenSlug(input.slug, async () => {
    const [row] = await db.insert(customerStories).values({ ...columnsOf(input), ownerId }).returning();
    return toStory(row!);
  });
}

async function updateStory(database: OpenDatabase, id: number, input: StoryInput, expectedVersion?: number): Promise<Story | null> {
  const db = await database();
  return refusingTakenSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const [current] = await tx.select().from(customerStories).where(eq(customerStories.id, id)).for('update');
      if (!current) return null;
      if (expectedVersion !== undefined && expectedVersion !== current.version) throw new StoryVersionConflictError(toStory(current));
      // A story that changes language is no longer its translation's translation.
      const link = current.language === input.language ? {} : { translationGroup: null };
      const [row] = await tx
        .update(customerStories)
        .set({ ...columnsOf(input), ...link, version: current.version + 1, updatedAt: new Date() })
        .where(eq(customerStories.id, id))
        .returning();
      return toStory(row!);
    }),
  );
}

async function removeStory(database: OpenDatabase, id: number): Promise<boolean> {
  const db = await database();
  const rows = await db.delete(customerStories).where(eq(customerStories.id, id)).returning({ id: customerStories.id });
  return rows.length > 0;
}

export type StoryStore = ReturnType<typeof createStoryStore>;

async function refusingTakenSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new StorySlugTakenError(slug);
    throw error;
  }
}

/** How many unpublished (draft or in review) stories an account owns. */
export async function unpublishedStoriesOf(database: OpenDatabase, ownerId: number): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ total: count() })
    .from(customerStories)
    .where(and(eq(customerStories.ownerId, ownerId), inArray(customerStories.status, ['draft', 'review'])));
  return Number(row?.total ?? 0);
}
