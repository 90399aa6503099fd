import { and, asc, count, desc, eq, gte, ilike, lte, inArray, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { containsPattern } from '@/lib/infra/db/queries';
import { posts, type PostRow } from './tables';
import { linkPosts, unlinkPosts } from './db-translation-links';
import { checkDraftQuota, UNPUBLISHED } from './draft-quota';
import { keepRevision } from './revisions';
import { keepsRevision } from './shared/workflow';
import { countWords } from './shared/reading-time';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  RELATED_LIMIT,
  SlugTakenError,
  VersionConflictError,
  type CategoryCount,
  type Post,
  type PostInput,
  type PostLanguage,
  type PostPage,
  type PostQuery,
  type PostStore,
  type PostSummary,
  type SaveContext,
} from './shared/types';

const toPost = (row: PostRow): Post => ({
  ...row,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSummary = (row: PostRow): PostSummary => {
  const { fullContent, ...summary } = toPost(row);
  return summary;
};


const columnsOf = (input: PostInput) => ({
  ...input,
  publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
  wordCount: countWords(input.fullContent),
});
const published = eq(posts.status, 'published');

function filters(query: PostQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!query.includeDrafts) conditions.push(published);
  if (query.category) conditions.push(sql`lower(${posts.category}) = lower(${query.category})`);
  if (query.language) conditions.push(eq(posts.language, query.language));
  if (query.ownerId !== undefined) conditions.push(eq(posts.ownerId, query.ownerId));
  if (query.status) conditions.push(eq(posts.status, query.status));
  if (query.ids) conditions.push(query.ids.length > 0 ? inArray(posts.id, [...query.ids]) : sql`false`);
  if (query.fromDay) conditions.push(gte(posts.date, query.fromDay));
  if (query.toDay) conditions.push(lte(posts.date, query.toDay));
  const term = query.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    conditions.push(or(ilike(posts.title, pattern), ilike(posts.excerpt, pattern), ilike(posts.category, pattern)));
  }
  return and(...conditions);
}

const newestFirst = [desc(posts.date), desc(posts.id)];

/** The admin list's order; the id last, so a page boundary never shows a row twice. */
function orderOf(query: PostQuery): SQL[] {
  if (!query.sort) return newestFirst;
  const by = query.dir === 'asc' ? asc : desc;
  // `published` is the publication day the list shows (every post has one, drafts included).
  const column = { updated: posts.updatedAt, title: sql`lower(${posts.title})`, published: posts.date, status: posts.status }[query.sort];
  return [by(column), by(posts.id)];
}

type OpenDatabase = () => Promise<Database>;
type Drafts = { includeDrafts?: boolean };

/** The post store on the site's own database (PGlite or PostgreSQL). */
export function createDbPostStore(database: OpenDatabase): PostStore {
  return {
    list: (query) => listPosts(database, query),
    bySlug: (slug, options) => postBySlug(database, slug, options),
    byId: (id) => postById(database, id),
    related: (post, limit = RELATED_LIMIT) => relatedPosts(database, post, limit),
    categories: (options) => categoryCounts(database, options),
    allPublished: (language) => allPublished(database, language),
    translationOf: (post, options) => translationOf(database, post, options),
    translationsOf: (list) => translationsOf(database, list),
    create: (input: PostInput, context: SaveContext = {}) => createPost(database, input, context),
    update: (id, input, context: SaveContext = {}) => updatePost(database, id, input, context),
    remove: (id) => removePost(database, id),
    link: (id, otherId, mayChange) => linkPosts(database, id, otherId, mayChange),
    unlink: (id, mayChange) => unlinkPosts(database, id, mayChange),
  };
}

async function listPosts(database: OpenDatabase, query: PostQuery): Promise<PostPage> {
  const db = await database();
  const pageSize = Math.min(Math.max(query.pageSize ?? PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page ?? 1) || 1, 1);
  const where = filters(query);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db.select().from(posts).where(where).orderBy(...orderOf(query)).limit(pageSize).offset((page - 1) * pageSize),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return {
    posts: rows.map(toSummary),
    total: Number(total),
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(Number(total) / pageSize)),
  };
}

async function postBySlug(database: OpenDatabase, slug: string, options?: Drafts): Promise<Post | null> {
  const db = await database();
  const conditions = [eq(posts.slug, slug)];
  if (!options?.includeDrafts) conditions.push(eq(posts.status, 'published'));
  const [row] = await db.select().from(posts).where(and(...conditions)).limit(1);
  return row ? toPost(row) : null;
}

async function postById(database: OpenDatabase, id: number): Promise<Post | null> {
  const db = await database();
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ? toPost(row) : null;
}

async function relatedPosts(database: OpenDatabase, post: Pick<Post, 'id' | 'category' | 'language'>, limit: number): Promise<PostSummary[]> {
  const db = await database();
  const rows = await db
    .select()
    .from(posts)
    .where(and(published, eq(posts.language, post.language), eq(posts.category, post.category), ne(posts.id, post.id)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(toSummary);
}

async function categoryCounts(database: OpenDatabase, { language, includeDrafts }: { language: PostLanguage } & Drafts): Promise<CategoryCount[]> {
  const db = await database();
  const rows = await db
    .select({ name: posts.category, count: count() })
    .from(posts)
    .where(and(eq(posts.language, language), includeDrafts ? undefined : published))
    .groupBy(posts.category)
    .orderBy(desc(count()), posts.category);
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

async function allPublished(database: OpenDatabase, language?: PostLanguage): Promise<PostSummary[]> {
  const db = await database();
  const where = and(published, language ? eq(posts.language, language) : undefined);
  const rows = await db.select().from(posts).where(where).orderBy(...newestFirst);
  return rows.map(toSummary);
}

async function translationsOf(database: OpenDatabase, list: readonly Pick<Post, 'id' | 'translationGroup'>[]): Promise<PostSummary[]> {
  const groups = list.flatMap((post) => (post.translationGroup ? [post.translationGroup] : []));
  if (groups.length === 0) return [];
  const db = await database();
  const rows = await db.select().from(posts).where(and(inArray(posts.translationGroup, groups), notInArray(posts.id, list.map((post) => post.id))));
  return rows.map(toSummary);
}

async function translationOf(database: OpenDatabase, post: Pick<Post, 'id' | 'language' | 'translationGroup'>, options?: Drafts): Promise<PostSummary | null> {
  if (!post.translationGroup) return null;
  const db = await database();
  const [row] = await db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.translationGroup, post.translationGroup),
        ne(posts.language, post.language),
        ne(posts.id, post.id),
        options?.includeDrafts ? undefined : published,
      ),
    )
    .limit(1);
  return row ? toSummary(row) : null;
}

async function createPost(database: OpenDatabase, input: PostInput, context: SaveContext): Promise<Post> {
  const db = await database();
  return refusingTakenSlug(input.slug, () =>
    db.transaction(async (tx) => {
      const owner = context.actor?.id;
      if (owner !== undefined && context.draftLimit !== undefined && UNPUBLISHED.includes(input.status)) await checkDraftQuota(tx, owner, context.draftLimit);
      const [row] = await tx
        .insert(posts)
        .values({ ...columnsOf(input), ownerId: context.actor?.id ?? null })
        .returning();
      if (keepsRevision(row!.status)) await keepRevision(tx, row!, context);
      return toPost(row!);
    }),
  );
}

async function updatePost(database: OpenDatabase, id: number, input: PostInput, context: SaveContext): Promise<Post | null> {
  const db = await database();
  return refusingTakenSlug(input.slug, () =>
    db.transaction(async (tx) => {
      // The row is locked until the end: two saves of one post take turns, and the second
      // sees the first's version.
      const [current] = await tx.select().from(posts).where(eq(posts.id, id)).for('update');
      if (!current) return null;
      if (context.expectedVersion !== undefined && context.expectedVersion !== current.version) {
        throw new VersionConflictError(toPost(current));
      }
      // A post that changes language is no longer its translation's translation.
      const link = current.language === input.language ? {} : { translationGroup: null };
      const [row] = await tx
        .update(posts)
        .set({ ...columnsOf(input), ...link, version: current.version + 1, updatedAt: new Date() })
        .where(eq(posts.id, id))
        .returning();
      // A restore is always recorded: it is the history's own event.
      if (keepsRevision(current.status) || keepsRevision(row!.status) || context.reason === 'restore') await keepRevision(tx, row!, context);
      return toPost(row!);
    }),
  );
}

/** Runs a save; the slug's unique index refusing it becomes a SlugTakenError. */
async function refusingTakenSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new SlugTakenError(slug);
    throw error;
  }
}

async function removePost(database: OpenDatabase, id: number): Promise<boolean> {
  const db = await database();
  const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return deleted.length > 0;
}
