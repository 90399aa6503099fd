import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { createStoryStore } from './store';
import { storyInput } from './story.fixture';

const input = storyInput;

describe.each(testBackends())('customer stories on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createStoryStore(async () => handle.db);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('lists one language’s published stories by industry, platform and solution; drafts only for the admin', async () => {
    await store().create(input({ slug: 'shoes-shopify', industry: 'footwear', platform: 'shopify', solutions: ['sizingAnalytics', 'solutionsReturns'] }), null);
    await store().create(input({ slug: 'tv-magento', industry: 'electronics', platform: 'magento', solutions: ['solutionsWarranty'] }), null);
    await store().create(input({ slug: 'shoes-draft', industry: 'footwear', status: 'draft', publishedAt: null }), null);
    await store().create(input({ slug: 'zapatos', language: 'es', industry: 'footwear' }), null);
    const slugs = async (query: Parameters<ReturnType<typeof store>['list']>[1]) => (await store().list('en', query)).map((story) => story.slug).sort();
    expect(await slugs({})).toEqual(['shoes-shopify', 'tv-magento']);
    expect(await slugs({ industry: 'footwear' })).toEqual(['shoes-shopify']);
    expect(await slugs({ platform: 'magento' })).toEqual(['tv-magento']);
    expect(await slugs({ solution: 'solutionsReturns' })).toEqual(['shoes-shopify']);
    expect(await slugs({ industry: 'footwear', platform: 'magento' })).toEqual([]);
    expect(await store().bySlug('shoes-draft')).toBeNull();
    expect(await store().bySlug('shoes-draft', { includeDrafts: true })).toMatchObject({ status: 'draft' });
    expect((await store().all({ includeDrafts: true })).length).toBe(4);
  });

  it('pages the admin list filtered by words, status, language, owner and ids, in each order', async () => {
    const made = [
      await store().create(input({ slug: 'list-a', title: 'Apex returns 100%', customer: 'Zeta Shoes', status: 'draft', publishedAt: null }), null),
      await store().create(input({ slug: 'list-b', title: 'Bolt warranty', customer: 'Apex Retail', language: 'es' }), null),
      await store().create(input({ slug: 'list-c', title: 'Crest exchanges', customer: 'Crest' }), null),
    ];
    const ids = made.map((story) => story.id);
    const titles = async (query: Parameters<ReturnType<typeof store>['adminPage']>[2]) => (await store().adminPage(1, 50, { ids, ...query })).rows.map((story) => story.title);
    expect(await titles({ search: 'apex' })).toHaveLength(2);
    expect(await titles({ search: '100%' })).toEqual(['Apex returns 100%']);
    expect(await titles({ status: 'draft' })).toEqual(['Apex returns 100%']);
    expect(await titles({ language: 'es' })).toEqual(['Bolt warranty']);
    expect(await titles({ ownerId: 7 })).toEqual([]);
    expect(await titles({ sort: 'title', dir: 'desc' })).toEqual(['Crest exchanges', 'Bolt warranty', 'Apex returns 100%']);
    // A draft has no publication instant: last, whichever the direction.
    expect((await titles({ sort: 'published', dir: 'asc' })).at(-1)).toBe('Apex returns 100%');
    expect((await titles({ sort: 'published', dir: 'desc' })).at(-1)).toBe('Apex returns 100%');
    const paged = await store().adminPage(2, 2, { ids, sort: 'title', dir: 'asc' });
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(paged.rows.map((story) => story.title)).toEqual(['Crest exchanges']);
    expect((await store().adminPage(1, 10, { ids: [] })).total).toBe(0);
  });

  it('links translations through the shared mechanism, one per language, and refuses a stale save and a taken slug', async () => {
    const en = await store().create(input({ slug: 'linked-en' }), null);
    const es = await store().create(input({ slug: 'linked-es', language: 'es', status: 'draft', publishedAt: null }), null);
    const other = await store().create(input({ slug: 'other-es', language: 'es' }), null);
    expect(await store().link(en.id, es.id)).toMatchObject({ ok: true });
    expect(await store().link(en.id, other.id)).toEqual({ ok: false, reason: 'taken' });
    expect(await store().translationOf(en)).toBeNull();
    expect(await store().translationOf({ ...en, translationGroup: (await store().byId(en.id))!.translationGroup }, { includeDrafts: true })).toMatchObject({ slug: 'linked-es' });
    const saved = await store().update(en.id, input({ slug: 'linked-en', title: 'New' }), 1);
    expect(saved).toMatchObject({ title: 'New', version: 2 });
    await expect(store().update(en.id, input({ slug: 'linked-en' }), 1)).rejects.toMatchObject({ name: 'StoryVersionConflictError' });
    await expect(store().create(input({ slug: 'linked-en' }), null)).rejects.toMatchObject({ name: 'StorySlugTakenError' });
    expect(await store().unlink(es.id)).toBe('unlinked');
    expect(await store().remove(es.id)).toBe(true);
  });
});
