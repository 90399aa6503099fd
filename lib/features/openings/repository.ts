/**
 * The only way pages reach job openings. Public reads are cached under the `openings` tag; every
 * write expires it, and so does the publication clock when an opening's `validThrough` passes.
 */
import { getDatabase } from '@/lib/infra/db';
import { nudgePublicationClock, publicReads } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { OPENINGS_TAG } from './schedule';
import { createOpeningStore, type MayChangeOpening, type OpeningAdminQuery } from './store';
import type { Opening, OpeningInput } from './shared/types';

const reads = publicReads(OPENINGS_TAG);
const store = () => createOpeningStore(getDatabase);

/** One language's live openings, for the careers page. */
export const listOpenings = reads.cached('list', (language: ContentLanguage) => store().list(language));
/** A live opening, cached; an unknown slug is asked afresh each time (and never stored). */
export const getPublishedOpening = reads.cachedUnlessMissing('by-slug', (slug: string) => store().bySlug(slug));
/** The live translation of an opening, or null. */
export const getOpeningTranslation = reads.cached('translation', (opening: Pick<Opening, 'id' | 'language' | 'translationGroup'>) => store().translationOf(opening));
/** Every live opening (the sitemap). */
export const getAllPublishedOpenings = reads.cached('all-published', () => store().all({ includeDrafts: false }));

/** Admin reads: drafts and expired openings included, never cached. */
export const adminOpenings = {
  all: () => store().all({ includeDrafts: true }),
  /** A page of the admin list, with the translations of its openings that are on other pages. */
  page: async (page: number, pageSize: number, query: OpeningAdminQuery = {}) => {
    const paged = await store().adminPage(page, pageSize, query);
    return { ...paged, translations: await store().translationsOf(paged.rows) };
  },
  byId: (id: number) => store().byId(id),
  /** These openings (a bulk selection, at most MAX_BULK_IDS), in the order of `ids`; unknown ids left out. */
  byIds: async (ids: readonly number[]): Promise<Opening[]> => {
    const found = new Map<number, Opening>();
    // A page holds at most 100 rows (lib/infra/util/paging.ts): larger selections are read in parts.
    for (let start = 0; start < ids.length; start += 100) {
      const part = ids.slice(start, start + 100);
      for (const opening of (await store().adminPage(1, part.length, { ids: part })).rows) found.set(opening.id, opening);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  },
  translationOf: (opening: Pick<Opening, 'id' | 'language' | 'translationGroup'>) => store().translationOf(opening, { includeDrafts: true }),
  /** The translations of `openings` that are not among them (an export names each one's title). */
  translationsOf: (openings: readonly Pick<Opening, 'id' | 'translationGroup'>[]) => store().translationsOf(openings),
};

/** A new opening; as the translation of `translationOf` when given and `mayChange` allows changing that one too. */
export async function createOpening(input: OpeningInput, ownerId: number | null, options: { translationOf?: number; mayChange?: MayChangeOpening } = {}): Promise<Opening> {
  const opening = await store().create(input, ownerId);
  if (options.translationOf) {
    const linked = await store().link(opening.id, options.translationOf, options.mayChange);
    if (linked.ok) opening.translationGroup = linked.translationGroup;
  }
  afterWrite(opening);
  return opening;
}

/** Throws OpeningVersionConflictError when `expectedVersion` is not the stored version. */
export async function updateOpening(id: number, input: OpeningInput, expectedVersion?: number): Promise<Opening | null> {
  const opening = await store().update(id, input, expectedVersion);
  afterWrite(opening);
  return opening;
}

export async function deleteOpening(id: number): Promise<boolean> {
  const deleted = await store().remove(id);
  reads.changed();
  return deleted;
}

// A live opening's validThrough is the clock's next wake-up too: nudge it after every save.
function afterWrite(opening: Opening | null) {
  reads.changed();
  if (opening && (opening.status === 'scheduled' || opening.status === 'published')) nudgePublicationClock();
}
