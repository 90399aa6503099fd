/**
 * What the public route of a new page serves, from pages written through the store: the live
 * revision at its slug and nothing else, its metadata, and the sitemap's entries.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { pages } from '@/test/tables';
import { aBlock, newPage, pageContent } from './page.fixture';
import { isServableSlug, pageMetadataFacts, servedPage } from './public-view';
import { sitemapPages } from './sitemap';
import { createPageStore, type PageStore } from './store';
import type { NewPage } from './shared/types';

describe.each(testBackends())('the public page route on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: PageStore;
  const database = async () => handle.db;
  /** What `/{language}/{slug}` serves, as the route reads it. */
  const served = async (language: 'en' | 'es', slug: string) => (isServableSlug(language, slug) ? servedPage(await store.published(language, slug), language, slug) : null);
  const publish = async (input: NewPage, translationOf?: number) => {
    const page = await store.create(input, { owner: null, translationOf });
    return store.publish(page.id, page.version, null);
  };

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createPageStore(database);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(pages);
  });

  it('serves the live revision at its slug, not the working copy, and nothing once unpublished', async () => {
    const live = await publish(newPage({ slug: 'spring-returns' }));
    await store.saveDraft(live.id, live.version, pageContent({ title: 'Edited, not published' }));
    expect(await served('en', 'spring-returns')).toMatchObject({ title: 'Returns that pay', slug: 'spring-returns' });
    expect(await served('es', 'spring-returns')).toBeNull();
    const draft = await store.create(newPage({ slug: 'not-yet' }), { owner: null });
    expect(await served('en', 'not-yet')).toBeNull();
    await store.unpublish(live.id, live.version + 1);
    expect(await served('en', 'spring-returns')).toBeNull();
    expect(draft.publishedRevision).toBeNull();
  });

  it('never serves a site page at a slug address, nor a slug the rules refuse', async () => {
    await publish(newPage({ key: 'about', slug: null }));
    expect(await store.published('en', 'about')).not.toBeNull();
    expect(await served('en', 'about')).toBeNull();
    expect(isServableSlug('en', 'Spring')).toBe(false);
    expect(isServableSlug('en', 'blog')).toBe(false);
    expect(isServableSlug('en', 'a'.repeat(81))).toBe(false);
    expect(await served('en', '../etc')).toBeNull();
  });

  it('after a rename, serves the page at its new slug only (the old one is the redirects table’s 308)', async () => {
    const live = await publish(newPage({ slug: 'old-name' }));
    await store.rename(live.id, live.version, 'new-name');
    expect(await served('en', 'old-name')).toBeNull();
    expect(await served('en', 'new-name')).toMatchObject({ slug: 'new-name' });
  });

  it('gives the SEO title, description, social image, noindex and the live translation as metadata', async () => {
    const seo = { title: 'Spring returns | offer', description: 'Returns that pay for themselves.', image: '/uploads/7d0c5f2e-1b1a-4b7e-9c77-2a1f0b6f9e11.png', noindex: true };
    const en = await publish(newPage({ slug: 'spring-returns', ...pageContent({ seo }) }));
    expect(pageMetadataFacts((await served('en', 'spring-returns'))!)).toEqual({
      path: '/spring-returns',
      title: 'Spring returns | offer',
      description: 'Returns that pay for themselves.',
      index: false,
      image: seo.image,
      languages: { en: '/spring-returns' },
    });

    const es = await store.create(newPage({ language: 'es', slug: 'devoluciones', ...pageContent({ blocks: [aBlock('hero', 'top', { heading: 'Hola', lead: 'Una línea.' })] }) }), { owner: null, translationOf: en.id });
    // Not live yet: no alternate.
    expect(pageMetadataFacts((await served('en', 'spring-returns'))!).languages).toEqual({ en: '/spring-returns' });
    await store.publish(es.id, es.version, null);
    expect(pageMetadataFacts((await served('en', 'spring-returns'))!).languages).toEqual({ en: '/spring-returns', es: '/devoluciones' });
    // Without SEO fields: the title, and the hero's lead as the description; indexable.
    expect(pageMetadataFacts((await served('es', 'devoluciones'))!)).toMatchObject({ title: 'Returns that pay', description: 'Una línea.', index: true, image: undefined, languages: { en: '/spring-returns', es: '/devoluciones' } });
  });

  it('lists live, indexable new pages in the sitemap with their indexable translations', async () => {
    const en = await publish(newPage({ slug: 'spring-returns' }));
    await publish(newPage({ language: 'es', slug: 'devoluciones' }), en.id);
    await publish(newPage({ slug: 'partners-only', ...pageContent({ seo: { title: null, description: null, image: null, noindex: true } }) }));
    await store.create(newPage({ slug: 'draft-only' }), { owner: null });
    await publish(newPage({ key: 'about', slug: null }));
    const entries = await sitemapPages(database);
    expect(entries.map((entry) => `${entry.language}${entry.path}`).sort()).toEqual(['en/spring-returns', 'es/devoluciones']);
    for (const entry of entries) expect(entry.languages).toEqual({ en: '/spring-returns', es: '/devoluciones' });
  });
});
