/**
 * The only way pages reach customer stories. Public reads are cached under the `stories` tag and
 * every write expires it (lib/features/publishing/public-cache.ts); admin reads are never cached.
 */
import { getDatabase } from '@/lib/infra/db';
import { nudgePublicationClock, publicReads } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { STORIES_TAG } from './schedule';
import { createStoryStore, type MayChangeStory } from './store';
import { forgetStorySource, recordStorySource, storySources, storyTranslationStatus, type StoryTranslationStatus } from './translation-status';
import type { Story, StoryAdminQuery, StoryInput, StoryQuery, StorySummary } from './shared/types';

const reads = publicReads(STORIES_TAG);
const store = () => createStoryStore(getDatabase);

/** One language's published stories matching the hub's filters. */
export const listStories = reads.cached('list', (language: ContentLanguage, query: StoryQuery = {}) => store().list(language, query));
/** A published story, cached; an unknown slug is asked afresh each time (and never stored). */
export const getPublishedStory = reads.cachedUnlessMissing('by-slug', (slug: string) => store().bySlug(slug));
/** The published translation of a story, or null. */
export const getStoryTranslation = reads.cached('translation', (story: Pick<Story, 'id' | 'language' | 'translationGroup'>) => store().translationOf(story));
/** Every published story (the sitemap). */
export const getAllPublishedStories = reads.cached('all-published', () => store().all({ includeDrafts: false }));

/** The story the home page shows: the newest featured one, else the newest. */
export async function featuredStory(language: ContentLanguage): Promise<StorySummary | null> {
  const stories = await listStories(language, {});
  return stories.find((story) => story.featured) ?? stories[0] ?? null;
}

/** Admin reads: drafts included, never cached. */
export const adminStories = {
  all: () => store().all({ includeDrafts: true }),
  /** A page of the admin list, with the translations of its stories that are on other pages. */
  page: async (page: number, pageSize: number, query: StoryAdminQuery = {}) => {
    const paged = await store().adminPage(page, pageSize, query);
    return { ...paged, translations: await store().translationsOf(paged.rows) };
  },
  byId: (id: number) => store().byId(id),
  /** These stories (a bulk selection, at most MAX_BULK_IDS), in the order of `ids`; unknown ids left out. */
  byIds: async (ids: readonly number[]): Promise<StorySummary[]> => {
    const found = new Map<number, StorySummary>();
    // A page holds at most 100 rows (lib/infra/util/paging.ts): larger selections are read in parts.
    for (let start = 0; start < ids.length; start += 100) {
      const part = ids.slice(start, start + 100);
      for (const story of (await store().adminPage(1, part.length, { ids: part })).rows) found.set(story.id, story);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  },
  translationOf: (story: Pick<Story, 'id' | 'language' | 'translationGroup'>) => store().translationOf(story, { includeDrafts: true }),
  /** Each story's status against its translation among `known` (out of date once the other was changed after it was translated). */
  translationStatuses: async (stories: readonly Pick<StorySummary, 'id' | 'translationGroup'>[], known: readonly StorySummary[]): Promise<Map<number, StoryTranslationStatus>> => {
    const sources = await storySources(await getDatabase(), stories.map((story) => story.id));
    return new Map(
      stories.map((story) => {
        const other = story.translationGroup ? known.find((candidate) => candidate.id !== story.id && candidate.translationGroup === story.translationGroup) : null;
        return [story.id, storyTranslationStatus(sources.get(story.id), other)];
      }),
    );
  },
};

/**
 * Records that story `id` says what its translation says now ("Mark as up to date"): refused when
 * it has no translation or `mayChange` does not allow changing it.
 */
export async function markStoryTranslated(id: number, mayChange: MayChangeStory): Promise<'marked' | 'not-linked' | 'forbidden' | 'not-found'> {
  const story = await store().byId(id);
  if (!story) return 'not-found';
  if (!mayChange(story)) return 'forbidden';
  const other = await store().translationOf(story, { includeDrafts: true });
  const source = other ? await store().byId(other.id) : null;
  if (!source) return 'not-linked';
  await recordStorySource(await getDatabase(), story.id, source);
  return 'marked';
}

/** A new story; as the translation of `translationOf` when given and `mayChange` allows changing that story too. */
export async function createStory(input: StoryInput, ownerId: number | null, options: { translationOf?: number; mayChange?: MayChangeStory } = {}): Promise<Story> {
  const story = await store().create(input, ownerId);
  if (options.translationOf) {
    const linked = await store().link(story.id, options.translationOf, options.mayChange);
    if (linked.ok) {
      story.translationGroup = linked.translationGroup;
      const source = await store().byId(options.translationOf);
      if (source) await recordStorySource(await getDatabase(), story.id, source);
    }
  }
  afterWrite(story);
  return story;
}

/** Throws StoryVersionConflictError when `expectedVersion` is not the stored version. */
export async function updateStory(id: number, input: StoryInput, expectedVersion?: number): Promise<Story | null> {
  const story = await store().update(id, input, expectedVersion);
  afterWrite(story);
  return story;
}

export async function deleteStory(id: number): Promise<boolean> {
  const deleted = await store().remove(id);
  reads.changed();
  return deleted;
}

export const linkStoryTranslation = async (id: number, otherId: number, mayChange: MayChangeStory) => {
  const result = await store().link(id, otherId, mayChange);
  if (result.ok) reads.changed();
  return result;
};

export const unlinkStoryTranslation = async (id: number, mayChange: MayChangeStory) => {
  const result = await store().unlink(id, mayChange);
  if (result === 'unlinked') {
    await forgetStorySource(await getDatabase(), id);
    reads.changed();
  }
  return result;
};

function afterWrite(story: Story | null) {
  reads.changed();
  if (story?.status === 'scheduled') nudgePublicationClock();
}
