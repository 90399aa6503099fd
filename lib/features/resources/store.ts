/** The resource library on the site's database (PGlite or PostgreSQL): entries, their PDFs, download links and counts. */
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lte, ne, notInArray, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '@/lib/infra/db/queries';
import type { ResourceListSort } from './shared/list-spec';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { resourceDownloadTokens, resourceFiles, resources, type ResourceRow } from './tables';
import { readPage } from '@/lib/infra/util/paging';
import { linkEntries, type LinkResult } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { ResourceSlugTakenError, ResourceVersionConflictError, type Resource, type ResourceInput, type ResourceType } from './shared/types';
import { DOWNLOAD_LINK_DAYS } from './shared/request-schema';

type OpenDatabase = () => Promise<Database>;

const RESOURCES = { table: resources, id: resources.id, language: resources.language, translationGroup: resources.translationGroup };

const toResource = (row: ResourceRow & { fileSize: number | null }): Resource => ({
  ...row,
  status: row.status === 'published' ? 'published' : 'draft',
  type: row.type as ResourceType,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const live = eq(resources.status, 'published');
/** The library's order: the newest first. */
const newestFirst = [desc(resources.publishedAt), desc(resources.id)];

/** The SHA-256 of a download token, as stored: the token itself is only ever in the link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A fresh download token: 32 random bytes, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export type TokenVerdict = { ok: true; resourceId: number } | { ok: false; reason: 'unknown' | 'expired' };

/** The admin list's order: the last changed first. */
const adminOrder = [desc(resources.updatedAt), desc(resources.id)];

/** The admin list's search (title), filters and order. */
export interface ResourceAdminQuery {
  search?: string;
  type?: ResourceType;
  language?: ContentLanguage;
  status?: 'draft' | 'published';
  sort?: ResourceListSort;
  dir?: 'asc' | 'desc';
  /** Only these resources (a bulk selection). */
  ids?: readonly number[];
}

function adminFilters(query: ResourceAdminQuery): SQL | undefined {
  const term = query.search?.trim();
  return and(
    query.type ? eq(resources.type, query.type) : undefined,
    query.language ? eq(resources.language, query.language) : undefined,
    // Any state but `published` is a draft to the library (toResource).
    query.status ? (query.status === 'published' ? live : ne(resources.status, 'published')) : undefined,
    query.ids ? (query.ids.length > 0 ? inArray(resources.id, [...query.ids]) : sql`false`) : undefined,
    term ? ilike(resources.title, containsPattern(term)) : undefined,
  );
}

/** The id last, so a page boundary never shows a row twice. */
function adminOrderOf(query: ResourceAdminQuery): SQL[] {
  if (!query.sort) return adminOrder;
  const by = query.dir === 'asc' ? asc : desc;
  const column = { updated: resources.updatedAt, title: sql`lower(${resources.title})`, downloads: resources.downloads }[query.sort];
  return [by(column), by(resources.id)];
}

export function createResourceStore(database: OpenDatabase) {
  const select = async (where: SQL | undefined, order = newestFirst, limit?: number, offset = 0) => {
    const query = (await database())
      .select({ ...getTableColumns(resources), fileSize: resourceFiles.size })
      .from(resources)
      .leftJoin(resourceFiles, eq(resourceFiles.resourceId, resources.id))
      .where(where)
      .orderBy(...order);
    return (await (limit === undefined ? query : query.limit(limit).offset(offset))).map(toResource);
  };
  return {
    /** One language's published resources, newest first, of one type when asked. */
    list: (language: ContentLanguage, type?: ResourceType) => select(and(live, eq(resources.language, language), type ? eq(resources.type, type) : undefined)),
    /** Every resource (the admin list), or every published one (the sitemap). */
    all: (options: { includeDrafts: boolean }) => select(options.includeDrafts ? undefined : live, adminOrder),
    /** A page of the admin list (drafts included), counted and read in SQL. */
    adminPage: async (page: number, pageSize: number, query: ResourceAdminQuery = {}) => {
      const where = adminFilters(query);
      return readPage(page, pageSize, async () => (await (await database()).select({ count: count() }).from(resources).where(where))[0]?.count ?? 0, (limit, offset) => select(where, adminOrderOf(query), limit, offset));
    },
    /** The translations of `list` that are not in it (drafts included): a page of the admin list names each one's. */
    translationsOf: async (list: readonly Pick<Resource, 'id' | 'translationGroup'>[]) => {
      const groups = list.flatMap((resource) => (resource.translationGroup ? [resource.translationGroup] : []));
      return groups.length === 0 ? [] : select(and(inArray(resources.translationGroup, groups), notInArray(resources.id, list.map((resource) => resource.id))));
    },
    bySlug: async (slug: string, options: { includeDrafts?: boolean } = {}) => (await select(and(eq(resources.slug, slug), options.includeDrafts ? undefined : live)))[0] ?? null,
    byId: async (id: number) => (await select(eq(resources.id, id)))[0] ?? null,
    translationOf: async (resource: Pick<Resource, 'id' | 'language' | 'translationGroup'>, options: { includeDrafts?: boolean } = {}) => {
      if (!resource.translationGroup) return null;
      const where = and(eq(resources.translationGroup, resource.translationGroup), ne(resources.id, resource.id), ne(resources.language, resource.language), options.includeDrafts ? undefined : live);
      return (await select(where, [asc(resources.id)]))[0] ?? null;
    },
    create: async (input: ResourceInput, ownerId: number | null): Promise<Resource> => {
      const db = await database();
      return refusingTakenSlug(input.slug, async () => {
        const [row] = await db.insert(resources).values({ ...columnsOf(input), ownerId }).returning();
        return toResource({ ...row!, fileSize: null });
      });
    },
    /** Throws ResourceVersionConflictError when `expectedVersion` is not the stored version. */
    update: async (id: number, input: ResourceInput, expectedVersion?: number): Promise<Resource | null> => {
      const db = await database();
      const saved = await refusingTakenSlug(input.slug, () =>
        db.transaction(async (tx) => {
          const [current] = await tx.select().from(resources).where(eq(resources.id, id)).for('update');
          if (!current) return null;
          if (expectedVersion !== undefined && expectedVersion !== current.version) throw new ResourceVersionConflictError(toResource({ ...current, fileSize: null }));
          const link = current.language === input.language ? {} : { translationGroup: null };
          const [row] = await tx
            .update(resources)
            .set({ ...columnsOf(input), ...link, version: current.version + 1, updatedAt: new Date() })
            .where(eq(resources.id, id))
            .returning();
          return row!;
        }),
      );
      return saved && (await select(eq(resources.id, saved.id)))[0]!;
    },
    remove: async (id: number) => (await (await database()).delete(resources).where(eq(resources.id, id)).returning({ id: resources.id })).length > 0,
    link: (id: number, otherId: number): Promise<LinkResult> => linkEntries(database, RESOURCES, id, otherId),
    /** Stores (or replaces) the resource's PDF; the caller checked its bytes. */
    setFile: async (resourceId: number, bytes: Uint8Array) => {
      const db = await database();
      await db
        .insert(resourceFiles)
        .values({ resourceId, bytes, size: bytes.byteLength })
        .onConflictDoUpdate({ target: resourceFiles.resourceId, set: { bytes, size: bytes.byteLength, uploadedAt: new Date() } });
    },
    /** The PDF's bytes, or null when none was uploaded. */
    file: async (resourceId: number): Promise<Uint8Array | null> => {
      const [row] = await (await database()).select({ bytes: resourceFiles.bytes }).from(resourceFiles).where(eq(resourceFiles.resourceId, resourceId));
      return row ? new Uint8Array(row.bytes) : null;
    },
    /** One more download, counted by the database (concurrent downloads each count). */
    countDownload: async (resourceId: number): Promise<number | null> => {
      const [row] = await (await database())
        .update(resources)
        .set({ downloads: sql`${resources.downloads} + 1` })
        .where(eq(resources.id, resourceId))
        .returning({ downloads: resources.downloads });
      return row?.downloads ?? null;
    },
    /** A download link's token for the resource, valid for `days`; only its hash is stored. */
    issueToken: async (resourceId: number, leadId: string | null, days = DOWNLOAD_LINK_DAYS): Promise<string> => {
      const token = newToken();
      await (await database())
        .insert(resourceDownloadTokens)
        .values({ tokenHash: hashToken(token), resourceId, leadId, expiresAt: sql`now() + make_interval(days => ${days})` });
      return token;
    },
    /** Whether the token opens this resource now (the database's clock decides). */
    checkToken: async (token: string, resourceId: number): Promise<TokenVerdict> => {
      if (!TOKEN_PATTERN.test(token)) return { ok: false, reason: 'unknown' };
      const [row] = await (await database())
        .select({ resourceId: resourceDownloadTokens.resourceId, valid: sql<boolean>`${resourceDownloadTokens.expiresAt} > now()` })
        .from(resourceDownloadTokens)
        .where(eq(resourceDownloadTokens.tokenHash, hashToken(token)));
      if (!row || row.resourceId !== resourceId) return { ok: false, reason: 'unknown' };
      return row.valid ? { ok: true, resourceId } : { ok: false, reason: 'expired' };
    },
    /** Forgets links expired for more than 30 days (an expired link still says "expired" until then). */
    pruneTokens: async () =>
      (await (await database()).delete(resourceDownloadTokens).where(lte(resourceDownloadTokens.expiresAt, sql`now() - interval '30 days'`)).returning({ hash: resourceDownloadTokens.tokenHash })).length,
  };
}

export type ResourceStore = ReturnType<typeof createResourceStore>;

const columnsOf = (input: ResourceInput) => ({ ...input, publishedAt: input.publishedAt ? new Date(input.publishedAt) : null });

async function refusingTakenSlug<T>(slug: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (isUniqueViolation(error)) throw new ResourceSlugTakenError(slug);
    throw error;
  }
}
