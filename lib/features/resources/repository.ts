/**
 * The only way pages reach the resource library. Public reads are cached under the `resources`
 * tag and every write expires it; the PDF's bytes, the download counter and the links are never
 * cached.
 */
import { getDatabase } from '@/lib/infra/db';
import { publicReads } from '@/lib/features/publishing';
import type { ContentLanguage } from '@/lib/features/publishing/shared/workflow';
import { createResourceStore, type ResourceAdminQuery } from './store';
import type { Resource, ResourceInput, ResourceType } from './shared/types';

export const RESOURCES_TAG = 'resources';
const reads = publicReads(RESOURCES_TAG);
export const resourceStore = () => createResourceStore(getDatabase);

/** One language's published resources (the library), of one type when asked. */
export const listResources = reads.cached('list', (language: ContentLanguage, type?: ResourceType) => resourceStore().list(language, type));
/** A published resource, cached; an unknown slug is asked afresh each time (and never stored). */
export const getPublishedResource = reads.cachedUnlessMissing('by-slug', (slug: string) => resourceStore().bySlug(slug));
/** The published translation of a resource, or null. */
export const getResourceTranslation = reads.cached('translation', (resource: Pick<Resource, 'id' | 'language' | 'translationGroup'>) => resourceStore().translationOf(resource));
/** Every published resource (the sitemap). */
export const getAllPublishedResources = reads.cached('all-published', () => resourceStore().all({ includeDrafts: false }));

/** Admin reads: drafts included, never cached. */
export const adminResources = {
  all: () => resourceStore().all({ includeDrafts: true }),
  /** A page of the admin list, with the translations of its resources that are on other pages. */
  page: async (page: number, pageSize: number, query: ResourceAdminQuery = {}) => {
    const paged = await resourceStore().adminPage(page, pageSize, query);
    return { ...paged, translations: await resourceStore().translationsOf(paged.rows) };
  },
  byId: (id: number) => resourceStore().byId(id),
  /** These resources (a bulk selection, at most MAX_BULK_IDS), in the order of `ids`; unknown ids left out. */
  byIds: async (ids: readonly number[]): Promise<Resource[]> => {
    const found = new Map<number, Resource>();
    // A page holds at most 100 rows (lib/infra/util/paging.ts): larger selections are read in parts.
    for (let start = 0; start < ids.length; start += 100) {
      const part = ids.slice(start, start + 100);
      for (const resource of (await resourceStore().adminPage(1, part.length, { ids: part })).rows) found.set(resource.id, resource);
    }
    return ids.flatMap((id) => found.get(id) ?? []);
  },
  translationOf: (resource: Pick<Resource, 'id' | 'language' | 'translationGroup'>) => resourceStore().translationOf(resource, { includeDrafts: true }),
};

/** A new resource, as the translation of `translationOf` when given. */
export async function createResource(input: ResourceInput, ownerId: number | null, translationOf?: number): Promise<Resource> {
  const resource = await resourceStore().create(input, ownerId);
  if (translationOf) {
    const linked = await resourceStore().link(resource.id, translationOf);
    if (linked.ok) resource.translationGroup = linked.translationGroup;
  }
  reads.changed();
  return resource;
}

/** Throws ResourceVersionConflictError when `expectedVersion` is not the stored version. */
export async function updateResource(id: number, input: ResourceInput, expectedVersion?: number): Promise<Resource | null> {
  const resource = await resourceStore().update(id, input, expectedVersion);
  reads.changed();
  return resource;
}

export async function setResourceFile(id: number, bytes: Uint8Array): Promise<void> {
  await resourceStore().setFile(id, bytes);
  reads.changed();
}

export async function deleteResource(id: number): Promise<boolean> {
  const deleted = await resourceStore().remove(id);
  reads.changed();
  return deleted;
}
