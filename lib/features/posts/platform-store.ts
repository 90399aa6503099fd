/**
 * The post store on the legacy platform (spec §7, "Blog use"): reads list every BlogPost record and
 * filter them here, as the legacy site did. What the platform stores: docs/architecture.md.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { EntityApi, PlatformBlogPost, PlatformClient } from '@/lib/infra/clients/legacy-platform';
import { countWords, readingMinutes } from './shared/reading-time';
import {
  MAX_PAGE_SIZE,
  PAGE_SIZE,
  RELATED_LIMIT,
  SlugTakenError,
  POST_STATUSES,
  type CategoryCount,
  type LinkRefusal,
  type LinkResult,
  type MayChangePost,
  type Post,
  type PostInput,
  type PostLanguage,
  type PostPage,
  type PostQuery,
  type PostStatus,
  type PostStore,
  type PostSummary,
  type UnlinkResult,
} from './shared/types';

const ENTITY = 'BlogPost';

/**
 * Pages and the editor address posts by number; platform ids are opaque strings. A platform id's
 * number is stable: its digits when it is numeric, else 48 bits of its SHA-256.
 */
export function numericPostId(platformId: string): number {
  if (/^\d{1,15}$/.test(platformId)) return Number(platformId);
  return Number.parseInt(createHash('sha256').update(platformId).digest('hex').slice(0, 12), 16);
}

/** The calendar day (`YYYY-MM-DD`, UTC) of a platform date, or null when it is missing or no date. */
export const isoDay = (value: string | undefined): string | null => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
};

/** A text field of a platform record: the API's JSON is not checked, and pages render these. */
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A platform record as a post; null when it lacks what a page needs (id, slug, title). */
export function postFromRecord(record: PlatformBlogPost): Post | null {
  if (!record?.id || !text(record.slug) || !text(record.title)) return null;
  const date = isoDay(text(record.date)) ?? isoDay(text(record.created_date)) ?? new Date(0).toISOString().slice(0, 10);
  return {
    id: numericPostId(String(record.id)),
    slug: record.slug,
    title: record.title,
    excerpt: text(record.excerpt),
    category: text(record.category),
    author: text(record.author) || 'Otailo Team',
    date,
    readMinutes: minutesOf(text(record.readTime)),
    wordCount: countWords(text(record.fullContent)),
    image: text(record.image),
    imageCredit: text(record.imageCredit) || null,
    fullContent: text(record.fullContent),
    language: record.language === 'es' ? 'es' : 'en',
    status: platformStatus(record.status),
    translationGroup: text(record.translationGroup) || null,
    seoTitle: text(record.seoTitle) || null,
    seoDescription: text(record.seoDescription) || null,
    socialImage: record.socialImage === 'cover' ? 'cover' : null,
    // The workflow's clock and versions are the database's: on the platform a post is as saved.
    publishedAt: null,
    version: 1,
    ownerId: null,
    createdAt: text(record.created_date) || `${date}T00:00:00.000Z`,
    updatedAt: text(record.updated_date) || text(record.created_date) || `${date}T00:00:00.000Z`,
  };
}

/** The legacy records know `draft` and `published`; anything else but a workflow state is public. */
function platformStatus(status: unknown): PostStatus {
  return typeof status === 'string' && (POST_STATUSES as readonly string[]).includes(status) ? (status as PostStatus) : 'published';
}

/** The minutes in the old editor's read-time text ('6 min read', '6 min de lectura'). */
function minutesOf(readTime: string): number | null {
  const minutes = Number(/\d+/.exec(readTime)?.[0]);
  return Number.isInteger(minutes) && minutes > 0 ? minutes : null;
}

/**
 * What the platform stores for a post: the editor's fields, the date as a full ISO timestamp, the
 * read time as the old editor wrote it (the minutes, or the estimate), and the translation link.
 */
export function recordFromInput(input: PostInput, translationGroup: string | null): Omit<PlatformBlogPost, 'id'> {
  const { readMinutes, publishedAt: _publishedAt, ...fields } = input;
  const minutes = readingMinutes({ readMinutes, wordCount: countWords(input.fullContent) });
  return { ...fields, readTime: `${minutes} min read`, imageCredit: input.imageCredit ?? '', date: `${input.date}T00:00:00.000Z`, translationGroup };
}

const summary = ({ fullContent: _body, ...rest }: Post): PostSummary => rest;
const newestFirst = (a: Post, b: Post) => b.date.localeCompare(a.date) || b.id - a.id;

function matches(post: Post, query: PostQuery): boolean {
  if (!query.includeDrafts && post.status !== 'published') return false;
  if (query.category && post.category.toLowerCase() !== query.category.toLowerCase()) return false;
  if (query.language && post.language !== query.language) return false;
  if (query.ownerId !== undefined && post.ownerId !== query.ownerId) return false;
  if (query.status && post.status !== query.status) return false;
  if (query.ids && !query.ids.includes(post.id)) return false;
  if ((query.fromDay && post.date < query.fromDay) || (query.toDay && post.date > query.toDay)) return false;
  const term = query.search?.trim().toLowerCase();
  if (term && ![post.title, post.excerpt, post.category].some((text) => text.toLowerCase().includes(term))) return false;
  return true;
}

type Entity = EntityApi<PlatformBlogPost>;
type Drafts = { includeDrafts?: boolean };

export function createPlatformPostStore(client: PlatformClient): PostStore {
  const entity = client.entities(ENTITY);
  return {
    list: (query) => listPosts(entity, query),
    bySlug: (slug, options) => postBySlug(entity, slug, options),
    byId: (id) => postById(entity, id),
    related: (post, limit = RELATED_LIMIT) => relatedPosts(entity, post, limit),
    categories: (options) => categoryCounts(entity, options),
    allPublished: (language) => allPublished(entity, language),
    translationOf: (post, options) => translationOf(entity, post, options),
    translationsOf: async (list) => {
      const ids = new Set(list.map((post) => post.id));
      const groups = new Set(list.map((post) => post.translationGroup).filter(Boolean));
      return (await allPosts(entity)).filter((post) => post.translationGroup && groups.has(post.translationGroup) && !ids.has(post.id)).map(summary);
    },
    create: (input) => createPost(entity, input),
    update: (id, input) => updatePost(entity, id, input),
    remove: (id) => removePost(entity, id),
    link: (id, otherId, mayChange) => linkPosts(entity, id, otherId, mayChange),
    unlink: (id, mayChange) => unlinkPosts(entity, id, mayChange),
  };
}

/** Every record with its post (unusable records are left out). */
async function everything(entity: Entity): Promise<{ record: PlatformBlogPost; post: Post }[]> {
  const records = await entity.list({ sort: '-date' });
  return records.flatMap((record) => {
    const post = postFromRecord(record);
    return post ? [{ record, post }] : [];
  });
}

const allPosts = async (entity: Entity) => (await everything(entity)).map(({ post }) => post).sort(newestFirst);
const recordOf = async (entity: Entity, id: number) => (await everything(entity)).find(({ post }) => post.id === id)?.record ?? null;

async function assertSlugFree(entity: Entity, slug: string, ownId?: string) {
  const same = await entity.filter({ slug });
  if (same.some((record) => String(record.id) !== ownId)) throw new SlugTakenError(slug);
}

async function listPosts(entity: Entity, query: PostQuery): Promise<PostPage> {
  const pageSize = Math.min(Math.max(query.pageSize ?? PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page ?? 1) || 1, 1);
  const found = (await allPosts(entity)).filter((post) => matches(post, query));
  return {
    posts: found.slice((page - 1) * pageSize, page * pageSize).map(summary),
    total: found.length,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(found.length / pageSize)),
  };
}

async function postBySlug(entity: Entity, slug: string, options?: Drafts): Promise<Post | null> {
  // Spec §7: filter by slug, the first record of the list is the post.
  const [record] = await entity.filter({ slug });
  const post = record ? postFromRecord(record) : null;
  return post && (options?.includeDrafts || post.status === 'published') ? post : null;
}

async function postById(entity: Entity, id: number): Promise<Post | null> {
  const record = await recordOf(entity, id);
  return record ? postFromRecord(record) : null;
}

async function relatedPosts(entity: Entity, post: Pick<Post, 'id' | 'category' | 'language'>, limit: number): Promise<PostSummary[]> {
  const related = (await allPosts(entity)).filter(
    (p) => p.status === 'published' && p.language === post.language && p.category === post.category && p.id !== post.id,
  );
  return related.slice(0, limit).map(summary);
}

async function categoryCounts(entity: Entity, { language, includeDrafts }: { language: PostLanguage } & Drafts): Promise<CategoryCount[]> {
  const counts = new Map<string, number>();
  for (const post of await allPosts(entity)) {
    if (post.language !== language || (!includeDrafts && post.status !== 'published')) continue;
    counts.set(post.category, (counts.get(post.category) ?? 0) + 1);
  }
  return [...counts].map(([name, count]): CategoryCount => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

async function allPublished(entity: Entity, language?: PostLanguage): Promise<PostSummary[]> {
  return (await allPosts(entity)).filter((post) => post.status === 'published' && (!language || post.language === language)).map(summary);
}

async function translationOf(entity: Entity, post: Pick<Post, 'id' | 'language' | 'translationGroup'>, options?: Drafts): Promise<PostSummary | null> {
  if (!post.translationGroup) return null;
  const found = (await allPosts(entity)).find(
    (p) => p.translationGroup === post.translationGroup && p.language !== post.language && p.id !== post.id && (options?.includeDrafts || p.status === 'published'),
  );
  return found ? summary(found) : null;
}

async function createPost(entity: Entity, input: PostInput): Promise<Post> {
  await assertSlugFree(entity, input.slug);
  const created = postFromRecord(await entity.create(recordFromInput(input, null)));
  if (!created) throw new Error('The platform did not return the new post.');
  return created;
}

async function updatePost(entity: Entity, id: number, input: PostInput): Promise<Post | null> {
  const record = await recordOf(entity, id);
  if (!record) return null;
  await assertSlugFree(entity, input.slug, String(record.id));
  // A post that changes language is no longer its translation's translation.
  const group = postFromRecord(record)?.language === input.language ? text(record.translationGroup) || null : null;
  // Spec §7: update by id with the full payload.
  return postFromRecord(await entity.update(String(record.id), recordFromInput(input, group)));
}

async function removePost(entity: Entity, id: number): Promise<boolean> {
  const record = await recordOf(entity, id);
  if (!record) return false;
  await entity.delete(String(record.id));
  return true;
}

async function linkPosts(entity: Entity, id: number, otherId: number, mayChange?: MayChangePost): Promise<LinkResult> {
  const all = await allPosts(entity);
  const post = all.find((p) => p.id === id);
  const other = all.find((p) => p.id === otherId);
  const refusal = post && other && mayChange && !(mayChange(post) && mayChange(other)) ? 'forbidden' : linkRefusal(all, post, other);
  if (refusal) return { ok: false, reason: refusal };
  const group = post!.translationGroup ?? other!.translationGroup ?? randomUUID();
  for (const linked of [post!, other!]) {
    if (linked.translationGroup !== group) await entity.update(String((await recordOf(entity, linked.id))!.id), { translationGroup: group });
  }
  return { ok: true, translationGroup: group };
}

async function unlinkPosts(entity: Entity, id: number, mayChange?: MayChangePost): Promise<UnlinkResult> {
  const all = await everything(entity);
  const group = all.find(({ post }) => post.id === id)?.post.translationGroup;
  if (!group) return 'not-linked';
  const members = all.filter(({ post }) => post.translationGroup === group);
  if (mayChange && !members.every(({ post }) => mayChange(post))) return 'forbidden';
  for (const { record } of members) await entity.update(String(record.id), { translationGroup: null });
  return 'unlinked';
}

/** Why two posts cannot be linked (the database's rules, checked by hand: the platform has no index). */
function linkRefusal(all: Post[], post: Post | undefined, other: Post | undefined): LinkRefusal | undefined {
  if (!post || !other || post.id === other.id) return 'not-found';
  if (post.language === other.language) return 'same-language';
  const partnerOf = (side: Post, language: string) =>
    side.translationGroup ? all.find((p) => p.translationGroup === side.translationGroup && p.language === language && p.id !== side.id) : undefined;
  for (const [side, language] of [[post, other.language], [other, post.language]] as const) {
    const partner = partnerOf(side, language);
    if (partner && partner.id !== post.id && partner.id !== other.id) return 'taken';
  }
  return undefined;
}
