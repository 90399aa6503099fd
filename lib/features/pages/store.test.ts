import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { createPublicationClock } from '@/lib/features/publishing';
import { freshDatabase, testBackends } from '@/test/databases';
import { pageRevisions, pages, users } from '@/test/tables';
import { pageSchedule } from './schedule';
import { createPageStore, type PageStore } from './store';
import { aBlock, newPage, pageContent } from './page.fixture';
import { MAX_PAGE_REVISIONS, MAX_PAGES, PAGE_LIMITS } from './shared/limits';

const refusal = (reason: string) => expect.objectContaining({ name: 'PageWriteError', reason });

describe.each(testBackends())('builder pages on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: PageStore;
  const database = async () => handle.db;
  let editor: { id: number; email: string };

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createPageStore(database);
    const [row] = await handle.db.insert(users).values({ email: 'editor@example.com', passwordHash: 'x', role: 'editor' }).returning();
    editor = { id: row!.id, email: row!.email };
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(pages);
  });

  it('publishes a revision visitors see while the working copy is edited again, and takes it down on unpublish', async () => {
    const page = await store.create(newPage({ slug: 'spring-campaign' }), { owner: editor });
    expect(page).toMatchObject({ status: 'draft', version: 1, publishedRevision: null });
    expect(await store.published('en', 'spring-campaign')).toBeNull();
    const review = await store.submit(page.id, 1);
    expect(review).toMatchObject({ status: 'review', version: 2 });
    const live = await store.publish(page.id, 2, editor);
    expect(live).toMatchObject({ status: 'published', publishedRevision: 1, revisionCount: 1, version: 3 });
    expect(await store.published('en', 'spring-campaign')).toMatchObject({ title: 'Returns that pay', revision: 1, translation: null });

    // Edited again: a draft, and visitors still see revision 1 until it is published.
    const edited = await store.saveDraft(page.id, 3, pageContent({ title: 'Returns that pay twice' }));
    expect(edited).toMatchObject({ status: 'draft', publishedRevision: 1, title: 'Returns that pay twice' });
    expect((await store.published('en', 'spring-campaign'))?.title).toBe('Returns that pay');
    await store.publish(page.id, 4, editor);
    expect(await store.published('en', 'spring-campaign')).toMatchObject({ title: 'Returns that pay twice', revision: 2 });
    // Another language's address does not serve it.
    expect(await store.published('es', 'spring-campaign')).toBeNull();

    await store.unpublish(page.id, 5);
    expect(await store.published('en', 'spring-campaign')).toBeNull();
    await expect(store.unpublish(page.id, 6)).rejects.toEqual(refusal('not-published'));
  });

  it('refuses a save from a version that is no longer the stored one, and overwrites nothing', async () => {
    const page = await store.create(newPage(), { owner: editor });
    await store.saveDraft(page.id, 1, pageContent({ title: 'First editor' }));
    await expect(store.saveDraft(page.id, 1, pageContent({ title: 'Second editor' }))).rejects.toEqual(expect.objectContaining({ reason: 'conflict', figure: 2 }));
    await expect(store.publish(page.id, 1, editor)).rejects.toEqual(refusal('conflict'));
    expect(await store.byId(page.id)).toMatchObject({ title: 'First editor', version: 2, publishedRevision: null });
    // Two saves of one version at once: one goes through.
    const saves = await Promise.allSettled(['A', 'B'].map((title) => store.saveDraft(page.id, 2, pageContent({ title }))));
    expect(saves.filter((save) => save.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses blocks over 256 kB, malformed content, and an autosave over a schedule', async () => {
    const page = await store.create(newPage(), { owner: editor });
    const huge = [aBlock('richText', 'big', { body: 'x'.repeat(PAGE_LIMITS.blocksBytes) })];
    await expect(store.saveDraft(page.id, 1, pageContent({ blocks: huge }))).rejects.toEqual(refusal('too-large'));
    await expect(store.create(newPage({ blocks: huge }), { owner: editor })).rejects.toEqual(refusal('too-large'));
    const twice = [aBlock('hero', 'same'), aBlock('faq', 'same')];
    for (const content of [pageContent({ blocks: twice }), pageContent({ title: '  ' }), pageContent({ title: 'x'.repeat(201) }), pageContent({ seo: { title: null, description: null, image: 'javascript:alert(1)', noindex: false } })]) {
      await expect(store.saveDraft(page.id, 1, content)).rejects.toEqual(refusal('invalid'));
    }
    const tooMany = Array.from({ length: 41 }, (_, i) => aBlock('ctaBand', `b${i}`));
    await expect(store.saveDraft(page.id, 1, pageContent({ blocks: tooMany }))).rejects.toEqual(refusal('invalid'));
    expect((await store.byId(page.id))?.version).toBe(1);

    await store.schedule(page.id, 1, new Date(Date.now() + 60_000));
    await expect(store.saveDraft(page.id, 2, pageContent())).rejects.toEqual(refusal('scheduled'));
    const back = await store.withdraw(page.id, 2);
    expect(back).toMatchObject({ status: 'draft', scheduledAt: null });
  });

  it('gives a new page a slug free in the route table and among its language’s pages', async () => {
    // A page of the catalogue in either language, an old or legacy name, a route of the app, a kept word.
    for (const [language, slug] of [
      ['en', 'about'],
      ['en', 'sobre-nosotros'],
      ['es', 'sobre-nosotros'],
      ['es', 'about'],
      ['en', 'solutionsreturns'],
      ['en', 'solutions-returns'],
      ['es', 'empleo'],
      ['en', 'blog-results'],
      ['en', 'preview'],
      ['es', 'boletin'],
      ['en', 'manage'],
      ['en', 'home'],
    ] as const) {
      await expect(store.create(newPage({ language, slug }), { owner: editor }), `${language}/${slug}`).rejects.toEqual(refusal('slug-reserved'));
    }
    for (const slug of ['Has-Capitals', 'under_score', '-dash', 'a'.repeat(81), 'dots.html']) {
      await expect(store.create(newPage({ slug }), { owner: editor }), slug).rejects.toEqual(refusal('slug-invalid'));
    }
    await store.create(newPage({ slug: 'pricing' }), { owner: editor });
    await expect(store.create(newPage({ slug: 'pricing' }), { owner: editor })).rejects.toEqual(refusal('slug-taken'));
    // The same slug in the other language is another address.
    await store.create(newPage({ slug: 'pricing', language: 'es' }), { owner: editor });
    const other = await store.create(newPage({ slug: 'other' }), { owner: editor });
    await expect(store.rename(other.id, 1, 'pricing')).rejects.toEqual(refusal('slug-taken'));
    await expect(store.rename(other.id, 1, 'contact')).rejects.toEqual(refusal('slug-reserved'));
    expect(await store.rename(other.id, 1, 'precios')).toMatchObject({ slug: 'precios', version: 2 });
  });

  it('keeps one site page per key and language, links its two languages, and never deletes one', async () => {
    await expect(store.create(newPage({ key: 'nowhere' }), { owner: editor })).rejects.toEqual(refusal('key-unknown'));
    await expect(store.create(newPage({ key: 'manage' }), { owner: editor })).rejects.toEqual(refusal('key-unknown'));
    await expect(store.create(newPage({ key: 'about', slug: 'about-us' }), { owner: editor })).rejects.toEqual(refusal('key-unknown'));
    const en = await store.create(newPage({ key: 'about' }), { owner: null });
    await expect(store.create(newPage({ key: 'about' }), { owner: null })).rejects.toEqual(refusal('key-taken'));
    const es = await store.create(newPage({ key: 'about', language: 'es' }), { owner: null });
    expect(es.translationGroup).not.toBeNull();
    expect((await store.translationOf(es))?.id).toBe(en.id);
    await expect(store.remove(en.id)).rejects.toEqual(refusal('site-page'));
    await expect(store.rename(en.id, 1, 'acerca')).rejects.toEqual(refusal('site-page'));
    await store.publish(en.id, 1, editor);
    await store.publish(es.id, 1, editor);
    expect(await store.published('es', 'about')).toMatchObject({ key: 'about', translation: { language: 'en', path: '/en/about' } });
    expect(await store.published('en', 'about')).toMatchObject({ translation: { language: 'es', path: '/es/sobre-nosotros' } });
    expect((await store.livePaths()).sort()).toEqual(['/en/about', '/es/sobre-nosotros']);
  });

  it('pages the admin list filtered by words, status, language, owner and ids, in each order, with each translation status', async () => {
    const a = await store.create(newPage({ slug: 'apex-returns', title: 'Apex returns 100%' }), { owner: editor });
    const b = await store.create(newPage({ slug: 'bolt-garantia', language: 'es', title: 'Bolt warranty' }), { owner: null, translationOf: a.id });
    const c = await store.create(newPage({ slug: 'crest-apex', title: 'Crest exchanges' }), { owner: null });
    await store.publish(c.id, 1, editor);
    const ids = [a.id, b.id, c.id];
    const titles = async (query: Parameters<PageStore['adminPage']>[2]) => (await store.adminPage(1, 50, { ids, ...query })).rows.map((page) => page.title);
    // The words match the title or the address, literally.
    expect(await titles({ search: 'apex', sort: 'title', dir: 'asc' })).toEqual(['Apex returns 100%', 'Crest exchanges']);
    expect(await titles({ search: '100%' })).toEqual(['Apex returns 100%']);
    expect(await titles({ search: '_' })).toEqual([]);
    expect(await titles({ status: 'published' })).toEqual(['Crest exchanges']);
    expect(await titles({ language: 'es' })).toEqual(['Bolt warranty']);
    expect(await titles({ ownerId: editor.id })).toEqual(['Apex returns 100%']);
    expect(await titles({ sort: 'title', dir: 'desc' })).toEqual(['Crest exchanges', 'Bolt warranty', 'Apex returns 100%']);
    // In the enum's order (published first), then by id.
    expect(await titles({ sort: 'status', dir: 'asc' })).toEqual(['Crest exchanges', 'Apex returns 100%', 'Bolt warranty']);
    const paged = await store.adminPage(2, 2, { ids, sort: 'title', dir: 'asc' });
    expect(paged).toMatchObject({ page: 2, pageCount: 2, total: 3 });
    expect(paged.rows.map((page) => [page.title, page.translationStatus])).toEqual([['Crest exchanges', 'missing']]);
    // A page's translation on another page of the list still gives its status; the blocks are never read.
    const first = await store.adminPage(1, 1, { ids, language: 'es' });
    expect(first.rows[0]).toMatchObject({ id: b.id, translationStatus: 'current' });
    expect(first.rows[0]).not.toHaveProperty('blocks');
    expect((await store.adminPage(1, 10, { ids: [] })).total).toBe(0);
  });

  it('marks a translation out of date when its source is published again, and current once translated', async () => {
    const en = await store.create(newPage({ key: 'home' }), { owner: null });
    await store.publish(en.id, 1, editor);
    const es = await store.create(newPage({ key: 'home', language: 'es', title: 'Devoluciones que pagan' }), { owner: null });
    expect(es).toMatchObject({ translatedFromRevision: 1 });
    await store.publish(es.id, 1, editor);
    expect(await store.translationStatus(es)).toBe('current');
    // The original records no source: it is never behind.
    expect(await store.translationStatus((await store.byId(en.id))!)).toBe('current');

    await store.saveDraft(en.id, 2, pageContent({ title: 'New heading' }));
    // A draft of the source does not make the translation out of date: only what visitors see does.
    expect(await store.translationStatus(es)).toBe('current');
    await store.publish(en.id, 3, editor);
    expect(await store.translationStatus(es)).toBe('out-of-date');
    expect((await store.list('es')).map((page) => page.translationStatus)).toEqual(['out-of-date']);
    const marked = await store.markTranslated(es.id, 2);
    expect(marked.translatedFromRevision).toBe(2);
    expect(await store.translationStatus(marked)).toBe('current');

    const alone = await store.create(newPage(), { owner: editor });
    expect(await store.translationStatus(alone)).toBe('missing');
    // A new page created as the translation of another is linked to it.
    const spanish = await store.create(newPage({ language: 'es' }), { owner: editor, translationOf: alone.id });
    expect((await store.translationOf(spanish))?.id).toBe(alone.id);
    expect((await store.list()).find((page) => page.id === alone.id)?.translationStatus).toBe('current');
  });

  it('restores an older revision as a new one, to be published, and compares revisions block by block', async () => {
    const page = await store.create(newPage({ slug: 'restore-me' }), { owner: editor });
    await store.publish(page.id, 1, editor);
    const changed = pageContent({ title: 'Second', blocks: [aBlock('faq', 'faq-1'), aBlock('ctaBand', 'cta-1')] });
    await store.saveDraft(page.id, 2, changed);
    await store.publish(page.id, 3, editor);
    const restored = await store.restore(page.id, 4, 1, editor);
    expect(restored).toMatchObject({ title: 'Returns that pay', status: 'draft', revisionCount: 3, publishedRevision: 2 });
    expect((await store.revisions(page.id)).map((revision) => [revision.number, revision.reason, revision.authorEmail])).toEqual([
      [3, 'restore', 'editor@example.com'],
      [2, 'publish', 'editor@example.com'],
      [1, 'publish', 'editor@example.com'],
    ]);
    // Not live until published again.
    expect((await store.published('en', 'restore-me'))?.title).toBe('Second');
    await store.publish(page.id, 5, editor);
    expect(await store.published('en', 'restore-me')).toMatchObject({ title: 'Returns that pay', revision: 4 });
    await expect(store.restore(page.id, 6, 99, editor)).rejects.toEqual(refusal('revision-missing'));
  });

  it(`keeps the newest ${MAX_PAGE_REVISIONS} revisions of a page, and always the live one`, async () => {
    const page = await store.create(newPage(), { owner: editor });
    let current = await store.publish(page.id, 1, editor);
    for (let i = 0; i < MAX_PAGE_REVISIONS + 2; i += 1) current = await store.restore(page.id, current.version, 1, editor);
    const numbers = (await store.revisions(page.id)).map((revision) => revision.number);
    expect(numbers).toHaveLength(MAX_PAGE_REVISIONS + 1);
    expect(numbers.at(-1)).toBe(1);
    expect(numbers[0]).toBe(MAX_PAGE_REVISIONS + 3);
    expect(await store.published('en', page.slug!)).toMatchObject({ revision: 1 });
  });

  it(`refuses a page past ${MAX_PAGES} on the instance and past the owner's unpublished quota`, async () => {
    await store.create(newPage(), { owner: editor, draftLimit: 2 });
    await store.create(newPage(), { owner: editor, draftLimit: 2 });
    await expect(store.create(newPage(), { owner: editor, draftLimit: 2 })).rejects.toEqual(expect.objectContaining({ reason: 'too-many-drafts', figure: 2 }));
    const rows = Array.from({ length: MAX_PAGES - 2 }, (_, i) => ({ language: 'en' as const, slug: `bulk-${i}`, title: 'Bulk' }));
    await handle.db.insert(pages).values(rows);
    await expect(store.create(newPage(), { owner: null })).rejects.toEqual(expect.objectContaining({ reason: 'too-many-pages', figure: MAX_PAGES }));
    // Simultaneous creates count each other.
    await handle.db.delete(pages).where(eq(pages.slug, 'bulk-0'));
    const both = await Promise.allSettled([store.create(newPage(), { owner: null }), store.create(newPage(), { owner: null })]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('publishes a scheduled page at its instant through the publication clock, once across instances', async () => {
    const page = await store.create(newPage({ slug: 'launch' }), { owner: editor });
    await store.publish(page.id, 1, editor);
    await store.saveDraft(page.id, 2, pageContent({ title: 'Launch day' }));
    const at = new Date(Date.now() + 1200);
    await store.schedule(page.id, 3, at);
    const expire = vi.fn(async (_tags: string[]) => {});
    const published = vi.fn();
    const clocks = [1, 2].map(() => createPublicationClock({ database, schedules: [pageSchedule], expire, published, pollMs: 60_000 }));
    clocks.forEach((clock) => clock.stop());
    await Promise.all(clocks.map((clock) => clock.tick()));
    expect((await store.published('en', 'launch'))?.title).toBe('Returns that pay');
    const wait = await clocks[0]!.tick();
    expect(wait).toBeLessThanOrEqual(1300);
    await new Promise((resolve) => setTimeout(resolve, wait));
    await Promise.all(clocks.map((clock) => clock.tick()));
    expect(await store.published('en', 'launch')).toMatchObject({ title: 'Launch day', revision: 2, publishedAt: at.toISOString() });
    expect(await store.byId(page.id)).toMatchObject({ status: 'published', scheduledAt: null, version: 5 });
    expect(await handle.db.select({ reason: pageRevisions.reason }).from(pageRevisions).where(eq(pageRevisions.number, 2))).toEqual([{ reason: 'schedule' }]);
    expect(published).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledWith('page', expect.objectContaining({ id: page.id, slug: 'launch', language: 'en', ownerId: editor.id }));
    expect(expire).toHaveBeenCalledWith(['pages']);
  });
});
