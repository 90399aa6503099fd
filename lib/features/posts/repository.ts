import { getDatabase } from '@/lib/infra/db';
import { platformFromEnv } from '@/lib/infra/clients/legacy-platform';
import { readPageWith } from '@/lib/infra/util/paging';
import { nudgePublicationClock, publicReads } from '@/lib/features/publishing';
import { createDbPostStore } from './db-store';
import { createPlatformPostStore } from './platform-store';
import { POSTS_TAG } from './schedule';
import { createRevisionStore, keepConflict, type Revision } from './revisions';
import { forgetTranslationSource, postTranslationStatus, recordTranslationSource, translationSources, type PostTranslationStatus } from './translation-status';
import { translationIn } from './linked';
import { MAX_PAGE_SIZE } from './shared/types';
import type { LinkResult, MayChangePost, Post, PostInput, PostLanguage, PostQuery, PostStore, PostSummary, SaveContext, UnlinkResult } from './shared/types';

/**
 * The only way pages reach posts. Public reads are cached under the `posts` tag and every write
 * expires it (lib/features/publishing/public-cache.ts).
 */
const reads = publicReads(POSTS_TAG);
const cached = reads.cached;

/** The legacy platform when PLATFORM_* is configured (issue: platform backend), else the database. */
function store(): PostStore {
  const platform = platformFromEnv();
  return platform ? createPlatformPostStore(platform) : createDbPostStore(getDatabase);
}

const revisions = () => createRevisionStore(getDatabase);

const cachedList = cached('list', (query: PostQuery) => store().list(query));

/** One language's published posts; searches are not cached (their terms are unbounded). */
export function listPosts(query: Omit<PostQuery, 'includeDrafts'> & { language: PostLanguage }) {
  return query.search ? store().list(query) : cachedList(query);
}

/** A published post, cached; an unknown slug is asked afresh each time (and never stored). */
export const getPublishedPost = reads.cachedUnlessMissing('by-slug', (slug: string) => store().bySlug(slug));
export const getRelatedPosts = cached('related', (post: Pick<Post, 'id' | 'category' | 'language'>) =>
  store().related(post),
);
/** The published translation of a post into the other language, or null. */
export const getTranslation = cached('translation', (post: Pick<Post, 'id' | 'language' | 'translationGroup'>) =>
  store().translationOf(post),
);
export const getCategories = cached('categories', (language: PostLanguage) => store().categories({ language }));
/** Every published post (sitemap), or one language's (feeds). */
export const getAllPublishedPosts = cached('all-published', (language?: PostLanguage) => store().allPublished(language));

/** At most `limit` matches in one language for the search box, and how many there are in all. */
export async function searchPosts(term: string, language: PostLanguage, limit = 5): Promise<{ total: number; results: PostSummary[] }> {
  const page = await store().list({ search: term, language, pageSize: limit });
  return { total: page.total, results: page.posts };
}

/** Admin reads: drafts included, never cached. */
export const adminPosts = {
  list: (query: Omit<PostQuery, 'includeDrafts'>) => store().list({ ...query, includeDrafts: true }),
  byId: (id: number) => store().byId(id),
  bySlug: (slug: string) => store().bySlug(slug, { includeDrafts: true }),
  translationOf: (post: Pick<Post, 'id' | 'language' | 'translationGroup'>) => store().translationOf(post, { includeDrafts: true }),
  /** These posts (a bulk action's selection, at most MAX_PAGE_SIZE), in the order of `ids`; unknown ids are left out. */
  byIds: async (ids: readonly number[]): Promise<PostSummary[]> => {
    if (ids.length === 0) return [];
    const found = await store().list({ ids, includeDrafts: true, pageSize: MAX_PAGE_SIZE });
    const byId = new Map(found.posts.map((post) => [post.id, post]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },
  /** A page of the dashboard (an author's own posts only, with `ownerId`), with the translations of its posts that are on other pages and each post's translation status. */
  page: async ({ page, pageSize, ...query }: Omit<PostQuery, 'includeDrafts' | 'page' | 'pageSize'> & { page: number; pageSize: number }) => {
    const paged = await readPageWith(page, pageSize, async (limit, offset) => {
      const found = await store().list({ ...query, includeDrafts: true, page: Math.floor(offset / limit) + 1, pageSize: limit });
      return { rows: found.posts, total: found.total };
    });
    const translations = await store().translationsOf(paged.rows);
    return { ...paged, translations, statuses: await adminPosts.translationStatuses(paged.rows, [...paged.rows, ...translations]) };
  },
  /**
   * Each post's translation status against its linked translation among `known` (the page's posts
   * and their translations): out of date once the source was saved past the version translated.
   */
  translationStatuses: async (list: readonly PostSummary[], known: readonly PostSummary[]): Promise<Map<number, PostTranslationStatus>> => {
    if (platformFromEnv()) return new Map();
    const sources = await translationSources(await getDatabase(), list.map((post) => post.id));
    return new Map(list.map((post) => [post.id, postTranslationStatus(sources.get(post.id), translationIn(known, post))]));
  },
  /** The source's revision holding the version a translation was made from (to compare with its text now), if it was kept. */
  revisionAt: async (postId: number, version: number): Promise<Revision | null> =>
    platformFromEnv() ? null : ((await revisions().list(postId)).find((revision) => revision.version === version) ?? null),
  /** Each language's categories, drafts' included: what the editor offers to pick from. */
  categories: async (): Promise<Record<PostLanguage, string[]>> => {
    const [en, es] = await Promise.all((['en', 'es'] as const).map((language) => store().categories({ language, includeDrafts: true })));
    return { en: en!.map((entry) => entry.name), es: es!.map((entry) => entry.name) };
  },
};

const postsChanged = reads.changed;

/**
 * A new post; as the translation of `translationOf` (a post of the other language) when given and
 * when `mayChange` allows changing that post too (else the new post stays unlinked).
 */
export async function createPost(input: PostInput, options: { translationOf?: number; context?: SaveContext; mayChange?: MayChangePost } = {}): Promise<Post> {
  const post = await store().create(input, options.context);
  if (options.translationOf) {
    const linked = await store().link(post.id, options.translationOf, options.mayChange);
    if (linked.ok) {
      post.translationGroup = linked.translationGroup;
      const source = await store().byId(options.translationOf);
      if (source) await recordSource(post.id, source);
    }
  }
  // A new draft (or post in review) is on no public page, so no cached read is stale. Expiring the
  // tag anyway would make the action's answer refresh the admin's page: a new post's first
  // autosave moves the editor to /manage/posts/{id}, and that refresh remounted it there mid-typing
  // (focus, selection and the keys typed meanwhile lost).
  if (post.status === 'published' || post.status === 'scheduled') postsChanged();
  return post;
}

/**
 * Throws VersionConflictError when `context.expectedVersion` is not the stored version.
 * `offPublicPages`: the caller knows the post was and stays a draft or in review (an autosave), so
 * no cached read is stale and the tag is left alone — as for a new draft (createPost, above).
 */
export async function updatePost(id: number, input: PostInput, context?: SaveContext, { offPublicPages = false } = {}): Promise<Post | null> {
  const post = await store().update(id, input, context);
  if (!offPublicPages) postsChanged();
  if (post?.status === 'scheduled') nudgePublicationClock();
  return post;
}

/** The post's revisions, newest first (empty on the legacy platform, which keeps none). */
export async function postRevisions(id: number): Promise<Revision[]> {
  return platformFromEnv() ? [] : revisions().list(id);
}

/** Keeps a refused save's text as a revision (lib/features/posts/revisions.ts keepConflict). */
export async function keepConflictingSave(id: number, input: PostInput, version: number, context: SaveContext): Promise<void> {
  if (!platformFromEnv()) await keepConflict(getDatabase, id, input, version, context);
}

export async function postRevision(id: number, revisionId: number): Promise<Revision | null> {
  return platformFromEnv() ? null : revisions().get(id, revisionId);
}

export async function deletePost(id: number): Promise<boolean> {
  const deleted = await store().remove(id);
  postsChanged();
  return deleted;
}

/** Links two posts when `mayChange` allows changing both. */
export async function linkTranslation(id: number, otherId: number, mayChange: MayChangePost): Promise<LinkResult> {
  const result = await store().link(id, otherId, mayChange);
  if (result.ok) postsChanged();
  return result;
}

/** Unlinks a post from its translation when `mayChange` allows changing both; neither then records the other as its source. */
export async function unlinkTranslation(id: number, mayChange: MayChangePost): Promise<UnlinkResult> {
  const other = await translationOfId(id);
  const result = await store().unlink(id, mayChange);
  if (result === 'unlinked') {
    if (!platformFromEnv()) for (const postId of [id, ...(other ? [other.id] : [])]) await forgetTranslationSource(await getDatabase(), postId);
    postsChanged();
  }
  return result;
}

/**
 * Records that the post says what its linked translation says now (an editor brought it up to
 * date): false when it has no translation, or `mayChange` does not allow changing the post.
 */
export async function markPostTranslated(id: number, mayChange: MayChangePost): Promise<boolean> {
  const post = await store().byId(id);
  if (!post || !mayChange(post)) return false;
  const other = await store().translationOf(post, { includeDrafts: true });
  if (!other) return false;
  await recordSource(id, other);
  return true;
}

async function translationOfId(id: number): Promise<PostSummary | null> {
  const post = await store().byId(id);
  return post ? store().translationOf(post, { includeDrafts: true }) : null;
}

/** Records the source's current version as the one `postId` was translated from (the database's store only). */
async function recordSource(postId: number, source: Pick<PostSummary, 'id' | 'version'>): Promise<void> {
  if (!platformFromEnv()) await recordTranslationSource(await getDatabase(), { postId, sourceId: source.id, sourceVersion: source.version });
}
