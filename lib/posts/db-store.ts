import { and, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { posts, type PostRow } from '@/lib/db/schema';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  RELATED_LIMIT,
  SlugTakenError,
  type Post,
  type PostInput,
  type PostPage,
  type PostQuery,
  type PostStore,
  type PostSummary,
} from './types';

const toPost = (row: PostRow): Post => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const toSummary = (row: PostRow): PostSummary => {
  const { fullContent, ...summary } = toPost(row);
  return summary;
};

/** `%`, `_` and `\` typed by a visitor are literal characters, not LIKE wildcards. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function filters(query: PostQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (!query.includeDrafts) conditions.push(eq(posts.status, 'published'));
  if (query.category) conditions.push(sql`lower(${posts.category}) = lower(${query.category})`);
  if (query.language) conditions.push(eq(posts.language, query.language));
  const term = query.search?.trim();
  if (term) {
    const pattern = likePattern(term);
    conditions.push(or(ilike(posts.title, pattern), ilike(posts.excerpt, pattern), ilike(posts.category, pattern)));
  }
  return and(...conditions);
}

const newestFirst = [desc(posts.date), desc(posts.id)];

/** The post store on the site's own database (PGlite or PostgreSQL). */
export function createDbPostStore(database: () => Promise<Database>): PostStore {
  return {
    async list(query) {
      const db = await database();
      const pageSize = Math.min(Math.max(query.pageSize ?? PAGE_SIZE, 1), MAX_PAGE_SIZE);
      const page = Math.max(Math.trunc(query.page ?? 1) || 1, 1);
      const where = filters(query);
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db.select().from(posts).where(where).orderBy(...newestFirst).limit(pageSize).offset((page - 1) * pageSize),
        db.select({ total: count() }).from(posts).where(where),
      ]);
      return {
        posts: rows.map(toSummary),
        total: Number(total),
        page,
        pageSize,
        totalPages: Math.max(1, Math.ceil(Number(total) / pageSize)),
      } satisfies PostPage;
    },

    async bySlug(slug, options) {
      const db = await database();
      const conditions = [eq(posts.slug, slug)];
      if (!options?.includeDrafts) conditions.push(eq(posts.status, 'published'));
      const [row] = await db.select().from(posts).where(and(...conditions)).limit(1);
      return row ? toPost(row) : null;
    },

    async byId(id) {
      const db = await database();
      const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
      return row ? toPost(row) : null;
    },

    async related(post, limit = RELATED_LIMIT) {
      const db = await database();
      const rows = await db
        .select()
        .from(posts)
        .where(and(eq(posts.status, 'published'), eq(posts.category, post.category), ne(posts.id, post.id)))
        // Same language first, then the newest.
        .orderBy(sql`(${posts.language} = ${post.language}) DESC`, ...newestFirst)
        .limit(limit);
      return rows.map(toSummary);
    },

    async categories(options) {
      const db = await database();
      const rows = await db
        .select({ name: posts.category, count: count() })
        .from(posts)
        .where(options?.includeDrafts ? undefined : eq(posts.status, 'published'))
        .groupBy(posts.category)
        .orderBy(desc(count()), posts.category);
      return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
    },

    async allPublished() {
      const db = await database();
      const rows = await db.select().from(posts).where(eq(posts.status, 'published')).orderBy(...newestFirst);
      return rows.map(toSummary);
    },

    async create(input: PostInput) {
      const db = await database();
      try {
        const [row] = await db.insert(posts).values(input).returning();
        return toPost(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
        throw error;
      }
    },

    async update(id, input) {
      const db = await database();
      try {
        const [row] = await db
          .update(posts)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(posts.id, id))
          .returning();
        return row ? toPost(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) throw new SlugTakenError(input.slug);
        throw error;
      }
    },

    async remove(id) {
      const db = await database();
      const deleted = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
      return deleted.length > 0;
    },
  };
}
