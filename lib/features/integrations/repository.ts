/**
 * The only way pages reach integrations. Public reads are cached under the `integrations` tag; every
 * write expires it (the directory, the detail pages and the sitemap with it).
 */
import { getDatabase } from '@/lib/infra/db';
import { publicReads } from '@/lib/features/publishing';
import { createCategoryStore } from './categories';
import { createIntegrationStore } from './store';
import type { CategoryInput } from './shared/categories';
import type { IntegrationAdminQuery, IntegrationEntry, IntegrationInput } from './shared/types';

export const INTEGRATIONS_TAG = 'integrations';

const reads = publicReads(INTEGRATIONS_TAG);
const store = () => createIntegrationStore(getDatabase);
const categories = () => createCategoryStore(getDatabase);

/** Every published integration in directory order (the directory, the sitemap). */
export const listPublishedIntegrations = reads.cached('all-published', () => store().all({ includeDrafts: false }));
/** A published integration, cached; an unknown slug is asked afresh each time (and never stored). */
export const getPublishedIntegration = reads.cachedUnlessMissing('by-slug', (slug: string) => store().bySlug(slug));

/** Admin reads: drafts included, never cached. */
export const adminIntegrations = {
  all: () => store().all({ includeDrafts: true }),
  /** A page of the admin list, searched, filtered and sorted. */
  page: (page: number, pageSize: number, query: IntegrationAdminQuery = {}) => store().adminPage(page, pageSize, query),
  byId: (id: number) => store().byId(id),
  /** These integrations (a bulk selection, at most MAX_BULK_IDS), in the order of `ids`; unknown ids left out. */
  byIds: async (ids: readonly number[]): Promise<IntegrationEntry[]> => {
    const found = new Map<number, IntegrationEntry>();
    // A page holds at most 100 rows (lib/infra/util/paging.ts): larger selections are read in parts.
    for (let start = 0; start < ids.length; start += 100) {
      const part = ids.slice(start, start + 100);
      for (const integration of (await store().adminPage(1, part.length, { ids: part })).rows) found.set(integration.id, integration);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  },
};

export async function createIntegration(input: IntegrationInput) {
  const integration = await store().create(input);
  reads.changed();
  return integration;
}

/** Throws IntegrationVersionConflictError when `expectedVersion` is not the stored version. */
export async function updateIntegration(id: number, input: IntegrationInput, expectedVersion?: number) {
  const integration = await store().update(id, input, expectedVersion);
  reads.changed();
  return integration;
}

export async function deleteIntegration(id: number): Promise<boolean> {
  const deleted = await store().remove(id);
  reads.changed();
  return deleted;
}

/** The directory's categories in order, cached with the integrations (a change to either expires both). */
export const listIntegrationCategories = reads.cached('categories', () => categories().all());

/** The categories screen: each with how many integrations use it; never cached. */
export const adminCategories = {
  all: () => categories().all(),
  usage: () => categories().usage(),
};

export async function createIntegrationCategory(input: CategoryInput) {
  const result = await categories().create(input);
  reads.changed();
  return result;
}

export async function updateIntegrationCategory(id: number, input: CategoryInput) {
  const result = await categories().update(id, input);
  reads.changed();
  return result;
}

export async function deleteIntegrationCategory(id: number) {
  const result = await categories().remove(id);
  reads.changed();
  return result;
}
