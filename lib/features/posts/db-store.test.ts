import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { posts } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { createDbPostStore } from './db-store';
import { forgetTranslationSource, postTranslationStatus, recordTranslationSource, translationSources } from './translation-status';
import { MAX_PAGE_SIZE, SlugTakenError, type PostInput, type PostStore } from './shared/types';

let sequence = 0;
function input(overrides: Partial<PostInput> = {}): PostInput {
  sequence += 1;
  return {
    slug: `post-${sequence}`,
    title: `Post ${sequence}`,
    excerpt: 'An excerpt.',
    category: 'Returns',
    author: 'Otailo Team',
    date: '2026-01-01',
    readMinutes: null,
    image: '/images/blog/photo-first-returns.jpg',
    imageCredit: null,
    fullContent: 'Body.',
    language: 'en',
    status: 'published',
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
    publishedAt: null,
    ...overrides,
  };
}

describe.each(testBackends())('post store on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: PostStore;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createDbPostStore(async () => handle.db);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(posts);
  });

  it('applies migrations idempotently', async () => {
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    expect((await store.list({})).total).toBe(0);
  });

  it('creates posts with the editor defaults and enforces unique slugs', async () => {
    const created = await store.create(input({ slug: 'unique-one' }));
    expect(created).toMatchObject({ slug: 'unique-one', author: 'Otailo Team', readMinutes: null, status: 'published', translationGroup: null });
    expect(created.id).toBeGreaterThan(0);
    expect(new Date(created.createdAt).getTime()).not.toBeNaN();
    await expect(store.create(input({ slug: 'unique-one' }))).rejects.toBeInstanceOf(SlugTakenError);
  });

  it('lists published posts newest first, with drafts only on request', async () => {
    await store.create(input({ slug: 'old', date: '2026-01-01' }));
    await store.create(input({ slug: 'new', date: '2026-03-01' }));
    await store.create(input({ slug: 'mid', date: '2026-02-01' }));
    await store.create(input({ slug: 'draft', date: '2026-04-01', status: 'draft' }));
    expect((await store.list({})).posts.map((p) => p.slug)).toEqual(['new', 'mid', 'old']);
    expect((await store.list({ includeDrafts: true })).posts.map((p) => p.slug)).toEqual(['draft', 'new', 'mid', 'old']);
    expect((await store.list({})).posts[0]).not.toHaveProperty('fullContent');
  });

  it('filters by category (any case) and language', async () => {
    await store.create(input({ slug: 'a', category: 'Analytics' }));
    await store.create(input({ slug: 'b', category: 'Returns' }));
    await store.create(input({ slug: 'c', category: 'Analytics', language: 'es' }));
    expect((await store.list({ category: 'analytics' })).posts.map((p) => p.slug).sort()).toEqual(['a', 'c']);
    expect((await store.list({ category: 'Analytics', language: 'es' })).posts.map((p) => p.slug)).toEqual(['c']);
    expect((await store.list({ category: 'Nothing' })).total).toBe(0);
  });

  it('searches title, excerpt and category case-insensitively, with wildcards taken literally', async () => {
    await store.create(input({ slug: 't', title: 'Fit Matters', excerpt: 'x', category: 'Returns' }));
    await store.create(input({ slug: 'e', title: 'x', excerpt: 'Why FIT beats refunds', category: 'Returns' }));
    await store.create(input({ slug: 'c', title: 'x', excerpt: 'x', category: 'Fitness' }));
    await store.create(input({ slug: 'n', title: 'Nothing here', excerpt: 'x', category: 'Returns' }));
    await store.create(input({ slug: 'p', title: '100% recovery', excerpt: 'x', category: 'Returns' }));
    expect((await store.list({ search: 'fit' })).posts.map((p) => p.slug).sort()).toEqual(['c', 'e', 't']);
    expect((await store.list({ search: '  FIT ' })).total).toBe(3);
    expect((await store.list({ search: '%' })).posts.map((p) => p.slug)).toEqual(['p']);
    expect((await store.list({ search: '_' })).total).toBe(0);
    expect((await store.list({ search: "'; DROP TABLE posts; --" })).total).toBe(0);
    expect((await store.list({})).total).toBe(5);
  });

  it('paginates and clamps odd page numbers', async () => {
    for (let day = 1; day <= 12; day += 1) {
      await store.create(input({ slug: `day-${day}`, date: `2026-01-${String(day).padStart(2, '0')}` }));
    }
    const first = await store.list({ pageSize: 5 });
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 5, totalPages: 3 });
    expect(first.posts.map((p) => p.slug)).toEqual(['day-12', 'day-11', 'day-10', 'day-9', 'day-8']);
    expect((await store.list({ pageSize: 5, page: 3 })).posts.map((p) => p.slug)).toEqual(['day-2', 'day-1']);
    expect((await store.list({ pageSize: 5, page: 4 })).posts).toEqual([]);
    for (const page of [0, -1, Number.NaN]) expect((await store.list({ pageSize: 5, page })).page).toBe(1);
    expect((await store.list({ pageSize: 1000 })).pageSize).toBe(MAX_PAGE_SIZE);
  });

  it('finds a post by slug, drafts only for admins', async () => {
    await store.create(input({ slug: 'visible', fullContent: 'Full body' }));
    await store.create(input({ slug: 'hidden', status: 'draft' }));
    expect(await store.bySlug('visible')).toMatchObject({ slug: 'visible', fullContent: 'Full body' });
    expect(await store.bySlug('hidden')).toBeNull();
    expect(await store.bySlug('hidden', { includeDrafts: true })).toMatchObject({ slug: 'hidden' });
    expect(await store.bySlug('missing')).toBeNull();
  });

  it('relates at most 3 posts of the same language and category, not the post itself', async () => {
    const post = await store.create(input({ slug: 'main', category: 'Returns', language: 'en' }));
    await store.create(input({ slug: 'es-new', category: 'Returns', language: 'es', date: '2026-05-01' }));
    await store.create(input({ slug: 'en-old', category: 'Returns', language: 'en', date: '2026-01-02' }));
    await store.create(input({ slug: 'en-new', category: 'Returns', language: 'en', date: '2026-04-01' }));
    await store.create(input({ slug: 'en-mid', category: 'Returns', language: 'en', date: '2026-02-01' }));
    await store.create(input({ slug: 'other', category: 'Analytics' }));
    await store.create(input({ slug: 'draft', category: 'Returns', status: 'draft' }));
    expect((await store.related(post)).map((p) => p.slug)).toEqual(['en-new', 'en-mid', 'en-old']);
    expect((await store.related(post, 10)).map((p) => p.slug)).toEqual(['en-new', 'en-mid', 'en-old']);
  });

  it('counts published posts per category, in one language', async () => {
    await store.create(input({ category: 'Returns' }));
    await store.create(input({ category: 'Returns' }));
    await store.create(input({ category: 'Analytics' }));
    await store.create(input({ category: 'Drafts only', status: 'draft' }));
    await store.create(input({ category: 'Devoluciones', language: 'es' }));
    expect(await store.categories({ language: 'en' })).toEqual([
      { name: 'Returns', count: 2 },
      { name: 'Analytics', count: 1 },
    ]);
    expect(await store.categories({ language: 'en', includeDrafts: true })).toHaveLength(3);
    expect(await store.categories({ language: 'es' })).toEqual([{ name: 'Devoluciones', count: 1 }]);
  });

  it('counts the words of the body at every save', async () => {
    const post = await store.create(input({ fullContent: 'One two three.\n\nFour five.' }));
    expect(post.wordCount).toBe(5);
    expect((await store.update(post.id, input({ slug: post.slug, fullContent: 'Just two.' })))!.wordCount).toBe(2);
  });

  it('updates a post, keeping slugs unique', async () => {
    const post = await store.create(input({ slug: 'first', title: 'Before' }));
    await store.create(input({ slug: 'second' }));
    const updated = await store.update(post.id, { ...input({ slug: 'first-renamed' }), title: 'After' });
    expect(updated).toMatchObject({ id: post.id, slug: 'first-renamed', title: 'After' });
    expect(new Date(updated!.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(post.updatedAt).getTime());
    await expect(store.update(post.id, input({ slug: 'second' }))).rejects.toBeInstanceOf(SlugTakenError);
    expect(await store.update(999_999, input())).toBeNull();
  });

  it('filters, sorts and pages the admin list in SQL (status, language, days, ids, search, every sort)', async () => {
    const made = [];
    for (let index = 0; index < 12; index += 1) {
      made.push(
        await store.create(
          input({ title: `${index % 2 ? 'Beta' : 'alpha'} ${String(index).padStart(2, '0')}`, status: index % 3 === 0 ? 'draft' : 'published', language: index < 6 ? 'en' : 'es', date: `2026-01-${String(index + 1).padStart(2, '0')}`, excerpt: index === 4 ? 'About 100% returns' : 'Plain.' }),
        ),
      );
    }
    const drafts = { includeDrafts: true } as const;
    expect((await store.list({ ...drafts, status: 'draft' })).total).toBe(4);
    expect((await store.list({ ...drafts, status: 'published', language: 'es' })).total).toBe(4);
    expect((await store.list({ ...drafts, fromDay: '2026-01-03', toDay: '2026-01-05' })).posts.map((post) => post.date)).toEqual(['2026-01-05', '2026-01-04', '2026-01-03']);
    expect((await store.list({ ...drafts, ids: [made[2]!.id, made[7]!.id, 999_999] })).total).toBe(2);
    expect((await store.list({ ...drafts, ids: [] })).total).toBe(0);
    // Search words are literal: `%` matches only a percent sign.
    expect((await store.list({ ...drafts, search: '100%' })).posts.map((post) => post.id)).toEqual([made[4]!.id]);
    const byTitle = await store.list({ ...drafts, sort: 'title', dir: 'asc', pageSize: 5, page: 1 });
    expect(byTitle.posts.map((post) => post.title)).toEqual(['alpha 00', 'alpha 02', 'alpha 04', 'alpha 06', 'alpha 08']);
    const secondPage = await store.list({ ...drafts, sort: 'title', dir: 'asc', pageSize: 5, page: 2 });
    expect(secondPage.posts.map((post) => post.title)).toEqual(['alpha 10', 'Beta 01', 'Beta 03', 'Beta 05', 'Beta 07']);
    expect(secondPage.total).toBe(12);
    expect((await store.list({ ...drafts, sort: 'published', dir: 'asc', pageSize: 1 })).posts[0]!.date).toBe('2026-01-01');
    expect((await store.list({ ...drafts, sort: 'status', dir: 'desc', pageSize: 1 })).posts[0]!.status).toBe('draft');
    await store.update(made[5]!.id, { ...input(), title: 'Touched', slug: made[5]!.slug });
    expect((await store.list({ ...drafts, sort: 'updated', dir: 'desc', pageSize: 1 })).posts[0]!.title).toBe('Touched');
  });

  it('deletes a post', async () => {
    const post = await store.create(input());
    expect(await store.remove(post.id)).toBe(true);
    expect(await store.remove(post.id)).toBe(false);
    expect(await store.byId(post.id)).toBeNull();
  });

  it('returns every published post for the sitemap, or one language’s for its feed', async () => {
    await store.create(input({ slug: 'one', date: '2026-01-01' }));
    await store.create(input({ slug: 'two', date: '2026-02-01' }));
    await store.create(input({ slug: 'uno', date: '2026-03-01', language: 'es' }));
    await store.create(input({ slug: 'no', status: 'draft' }));
    expect((await store.allPublished()).map((p) => p.slug)).toEqual(['uno', 'two', 'one']);
    expect((await store.allPublished('en')).map((p) => p.slug)).toEqual(['two', 'one']);
  });

  describe('translations', () => {
    const pair = async () => [await store.create(input({ language: 'en' })), await store.create(input({ language: 'es' }))] as const;

    it('links two posts of different languages, each finding the other', async () => {
      const [english, spanish] = await pair();
      const linked = await store.link(english.id, spanish.id);
      expect(linked).toMatchObject({ ok: true });
      const [en, es] = [(await store.byId(english.id))!, (await store.byId(spanish.id))!];
      expect(en.translationGroup).toBe(es.translationGroup);
      expect(await store.translationOf(en)).toMatchObject({ id: spanish.id, language: 'es' });
      expect(await store.translationOf(es)).toMatchObject({ id: english.id, language: 'en' });
      expect(await store.link(english.id, spanish.id)).toMatchObject({ ok: true });
    });

    it('finds the translations of a page of posts that are not on it, drafts included', async () => {
      const [english, spanish] = await pair();
      await store.link(english.id, spanish.id);
      const alone = await store.create(input({ language: 'en', status: 'draft' }));
      const page = [(await store.byId(english.id))!, alone];
      expect((await store.translationsOf(page)).map((post) => post.id)).toEqual([spanish.id]);
      expect(await store.translationsOf([...page, (await store.byId(spanish.id))!])).toEqual([]);
      expect(await store.translationsOf([])).toEqual([]);
    });

    it('refuses two posts of one language, a missing post, and a post that already has a translation', async () => {
      const [english, spanish] = await pair();
      const otherEnglish = await store.create(input({ language: 'en' }));
      const otherSpanish = await store.create(input({ language: 'es' }));
      expect(await store.link(english.id, otherEnglish.id)).toEqual({ ok: false, reason: 'same-language' });
      expect(await store.link(english.id, 999_999)).toEqual({ ok: false, reason: 'not-found' });
      expect(await store.link(english.id, english.id)).toEqual({ ok: false, reason: 'not-found' });
      expect(await store.link(english.id, spanish.id)).toMatchObject({ ok: true });
      expect(await store.link(otherEnglish.id, spanish.id)).toEqual({ ok: false, reason: 'taken' });
      expect(await store.link(english.id, otherSpanish.id)).toEqual({ ok: false, reason: 'taken' });
      expect(await store.translationOf((await store.byId(english.id))!)).toMatchObject({ id: spanish.id });
    });

    it('keeps one translation per language when two links race for one post', async () => {
      const english = await store.create(input({ language: 'en' }));
      const spanish = await Promise.all([store.create(input({ language: 'es' })), store.create(input({ language: 'es' }))]);
      const results = await Promise.all(spanish.map((post) => store.link(english.id, post.id)));
      expect(results.filter((result) => result.ok)).toHaveLength(1);
      const group = (await store.byId(english.id))!.translationGroup;
      const members = (await store.list({ includeDrafts: true, pageSize: 50 })).posts.filter((p) => p.translationGroup === group);
      expect(members.map((p) => p.language).sort()).toEqual(['en', 'es']);
    });

    it('shows a draft translation to admins only', async () => {
      const english = await store.create(input({ language: 'en' }));
      const draft = await store.create(input({ language: 'es', status: 'draft' }));
      await store.link(english.id, draft.id);
      const en = (await store.byId(english.id))!;
      expect(await store.translationOf(en)).toBeNull();
      expect(await store.translationOf(en, { includeDrafts: true })).toMatchObject({ id: draft.id });
    });

    it('unlinks both sides', async () => {
      const [english, spanish] = await pair();
      await store.link(english.id, spanish.id);
      expect(await store.unlink(spanish.id)).toBe('unlinked');
      expect(await store.unlink(spanish.id)).toBe('not-linked');
      for (const id of [english.id, spanish.id]) expect((await store.byId(id))!.translationGroup).toBeNull();
    });

    it('deleting one side leaves the other intact, without a translation', async () => {
      const [english, spanish] = await pair();
      await store.link(english.id, spanish.id);
      await store.remove(spanish.id);
      const en = (await store.byId(english.id))!;
      expect(en).toMatchObject({ id: english.id, title: english.title });
      expect(await store.translationOf(en, { includeDrafts: true })).toBeNull();
      // …and it can be linked again.
      const another = await store.create(input({ language: 'es' }));
      expect(await store.link(english.id, another.id)).toMatchObject({ ok: true });
    });

    it('a post saved in the other language is no longer linked', async () => {
      const [english, spanish] = await pair();
      await store.link(english.id, spanish.id);
      const moved = await store.update(spanish.id, input({ slug: spanish.slug, language: 'en' }));
      expect(moved).toMatchObject({ language: 'en', translationGroup: null });
      expect(await store.translationOf((await store.byId(english.id))!, { includeDrafts: true })).toBeNull();
      // Saving without changing the language keeps the link.
      const [a, b] = await pair();
      await store.link(a.id, b.id);
      expect((await store.update(b.id, input({ slug: b.slug, language: 'es', title: 'Renamed' })))!.translationGroup).not.toBeNull();
    });
  });
});

describe.each(testBackends())('translation status on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: PostStore;
  const status = async (postId: number, sourceId: number) =>
    postTranslationStatus((await translationSources(handle.db, [postId])).get(postId), await store.byId(sourceId));

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createDbPostStore(async () => handle.db);
  });
  afterAll(() => handle?.close());

  it('is out of date once the source is saved past the version translated, and current again when marked', async () => {
    const source = await store.create(input({ language: 'en' }), {});
    const translation = await store.create(input({ language: 'es' }), {});
    await store.link(translation.id, source.id);
    await recordTranslationSource(handle.db, { postId: translation.id, sourceId: source.id, sourceVersion: source.version });
    expect(await status(translation.id, source.id)).toEqual({ kind: 'current' });

    const edited = await store.update(source.id, { ...input({ language: 'en' }), slug: source.slug, title: 'Returns, reworded' }, {});
    expect(await status(translation.id, source.id)).toEqual({ kind: 'out-of-date', sourceId: source.id, since: source.version, now: edited!.version });
    // The source's own status is never "behind": it records no source.
    expect(await status(source.id, translation.id)).toEqual({ kind: 'current' });

    await recordTranslationSource(handle.db, { postId: translation.id, sourceId: source.id, sourceVersion: edited!.version });
    expect(await status(translation.id, source.id)).toEqual({ kind: 'current' });

    // A source taken back to a draft is not what visitors read: nothing to catch up with.
    await store.update(source.id, { ...input({ language: 'en', status: 'draft' }), slug: source.slug }, {});
    expect(await status(translation.id, source.id)).toEqual({ kind: 'current' });
    // Another post than the recorded source (relinked): nothing recorded against it.
    expect(postTranslationStatus({ postId: translation.id, sourceId: source.id, sourceVersion: 1 }, { id: source.id + 100, status: 'published', version: 9 })).toEqual({ kind: 'current' });

    // Forgotten when unlinked; gone with the source.
    await forgetTranslationSource(handle.db, translation.id);
    expect((await translationSources(handle.db, [translation.id])).size).toBe(0);
    await recordTranslationSource(handle.db, { postId: translation.id, sourceId: source.id, sourceVersion: 1 });
    await store.remove(source.id);
    expect((await translationSources(handle.db, [translation.id])).size).toBe(0);
  });
});
