import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { postRevisions, posts } from './tables';
import { users } from '@/test/tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { createDbPostStore } from './db-store';
import { createPublicationClock } from '@/lib/features/publishing';
import { postSchedule } from './schedule';
import { createRevisionStore, keepConflict } from './revisions';
import { MAX_CONFLICT_REVISIONS } from './quotas';
import { DraftQuotaError, VersionConflictError, type PostInput, type PostStore } from './shared/types';
import { mayEditPost, MAX_REVISIONS } from './shared/workflow';

let sequence = 0;
function input(overrides: Partial<PostInput> = {}): PostInput {
  sequence += 1;
  return {
    slug: `editorial-${sequence}`,
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
    status: 'draft',
    seoTitle: null,
    seoDescription: null,
    socialImage: null,
    publishedAt: null,
    ...overrides,
  };
}

describe.each(testBackends())('editorial workflow on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: PostStore;
  const database = async () => handle.db;
  let actor: { id: number; email: string };

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createDbPostStore(database);
    const [user] = await handle.db.insert(users).values({ email: 'editor@example.com', passwordHash: 'x', role: 'editor' }).returning();
    actor = { id: user!.id, email: user!.email };
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(posts);
  });

  it('raises the version at every save and refuses a save from an older version', async () => {
    const post = await store.create(input(), { actor });
    expect(post).toMatchObject({ version: 1, ownerId: actor.id });
    const first = await store.update(post.id, { ...input({ slug: post.slug }), title: 'First editor' }, { actor, expectedVersion: 1 });
    expect(first?.version).toBe(2);
    // The second editor opened version 1 too.
    const stale = store.update(post.id, { ...input({ slug: post.slug }), title: 'Second editor' }, { actor, expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(VersionConflictError);
    await expect(stale).rejects.toMatchObject({ current: { version: 2, title: 'First editor' } });
    expect((await store.byId(post.id))?.title).toBe('First editor');
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const post = await store.create(input(), { actor });
    const saves = await Promise.allSettled(
      ['A', 'B'].map((title) => store.update(post.id, { ...input({ slug: post.slug }), title }, { actor, expectedVersion: 1 })),
    );
    expect(saves.filter((save) => save.status === 'fulfilled')).toHaveLength(1);
    const refused = saves.find((save) => save.status === 'rejected') as PromiseRejectedResult;
    expect(refused.reason).toBeInstanceOf(VersionConflictError);
    expect((await store.byId(post.id))?.version).toBe(2);
  });

  it('keeps a revision for each save of a published or scheduled post, with who saved it, and not for drafts', async () => {
    const revisions = createRevisionStore(database);
    const draft = await store.create(input(), { actor });
    await store.update(draft.id, input({ slug: draft.slug, title: 'Still a draft' }), { actor });
    expect(await revisions.list(draft.id)).toHaveLength(0);
    await store.update(draft.id, input({ slug: draft.slug, status: 'published', publishedAt: new Date().toISOString() }), { actor });
    await store.update(draft.id, input({ slug: draft.slug, status: 'draft', title: 'Unpublished' }), { actor });
    const list = await revisions.list(draft.id);
    expect(list.map((revision) => [revision.version, revision.snapshot.status, revision.userEmail])).toEqual([
      [4, 'draft', 'editor@example.com'],
      [3, 'published', 'editor@example.com'],
    ]);
    expect(list[0]!.snapshot.title).toBe('Unpublished');
  });

  it(`keeps only the last ${MAX_REVISIONS} revisions of a post`, async () => {
    const post = await store.create(input({ status: 'published', publishedAt: new Date().toISOString() }), { actor });
    for (let i = 1; i <= MAX_REVISIONS + 5; i += 1) {
      await store.update(post.id, { ...input({ slug: post.slug, status: 'published' }), title: `Save ${i}` }, { actor });
    }
    const list = await createRevisionStore(database).list(post.id);
    expect(list).toHaveLength(MAX_REVISIONS);
    expect(list[0]!.snapshot.title).toBe(`Save ${MAX_REVISIONS + 5}`);
    expect(list.at(-1)!.snapshot.title).toBe('Save 6');
  });

  it('keeps a refused save as a conflict revision, so neither version is lost', async () => {
    const post = await store.create(input({ status: 'published', publishedAt: new Date().toISOString() }), { actor });
    await keepConflict(database, post.id, input({ slug: post.slug, title: 'Refused text' }), 1, { actor });
    const [conflict] = await createRevisionStore(database).list(post.id);
    expect(conflict).toMatchObject({ reason: 'conflict', version: 1, snapshot: { title: 'Refused text' } });
  });

  it('links and unlinks only posts the account may change: an author cannot touch an editor’s published post through a link', async () => {
    const [row] = await handle.db.insert(users).values({ email: `author-${sequence}@example.com`, passwordHash: 'x', role: 'author' }).returning();
    const author = { id: row!.id, email: row!.email };
    const asAuthor = (post: Pick<PostInput, 'status'> & { ownerId: number | null }) => mayEditPost({ id: author.id, role: 'author' }, post);
    const asEditor = (post: Pick<PostInput, 'status'> & { ownerId: number | null }) => mayEditPost({ id: actor.id, role: 'editor' }, post);
    const draft = await store.create(input({ language: 'en' }), { actor: author });
    const published = await store.create(input({ language: 'es', status: 'published', publishedAt: new Date().toISOString() }), { actor });
    const groups = async () => [(await store.byId(draft.id))!.translationGroup, (await store.byId(published.id))!.translationGroup];

    expect(await store.link(draft.id, published.id, asAuthor)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await store.link(published.id, draft.id, asAuthor)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await groups()).toEqual([null, null]);

    // An editor may link them; the author then cannot unlink the published side either.
    expect(await store.link(draft.id, published.id, asEditor)).toMatchObject({ ok: true });
    const linked = await groups();
    expect(await store.unlink(draft.id, asAuthor)).toBe('forbidden');
    expect(await groups()).toEqual(linked);
    expect(await store.unlink(draft.id, asEditor)).toBe('unlinked');

    // Two drafts of the author's own: linked and unlinked as before.
    const own = await store.create(input({ language: 'es' }), { actor: author });
    expect(await store.link(draft.id, own.id, asAuthor)).toMatchObject({ ok: true });
    expect(await store.unlink(own.id, asAuthor)).toBe('unlinked');
  });

  it(`keeps at most ${MAX_CONFLICT_REVISIONS} refused saves of a post, and a flood of them evicts none of its saves`, async () => {
    const post = await store.create(input({ status: 'published', publishedAt: new Date().toISOString() }), { actor });
    for (let i = 1; i <= 3; i += 1) await store.update(post.id, { ...input({ slug: post.slug, status: 'published' }), title: `Save ${i}` }, { actor });
    const big = 'x'.repeat(50_000);
    for (let i = 1; i <= MAX_CONFLICT_REVISIONS + 15; i += 1) await keepConflict(database, post.id, input({ slug: post.slug, title: `Refused ${i}`, fullContent: big }), 1, { actor });
    const list = await createRevisionStore(database).list(post.id);
    const conflicts = list.filter((revision) => revision.reason === 'conflict');
    expect(conflicts).toHaveLength(MAX_CONFLICT_REVISIONS);
    expect(conflicts[0]!.snapshot.title).toBe(`Refused ${MAX_CONFLICT_REVISIONS + 15}`);
    expect(list.filter((revision) => revision.reason === 'save').map((revision) => revision.snapshot.title)).toEqual(['Save 3', 'Save 2', 'Save 1', post.title]);
  });

  it('refuses an account its next unpublished post past its quota, even when the creates race; published posts do not count', async () => {
    const [row] = await handle.db.insert(users).values({ email: `writer-${sequence}@example.com`, passwordHash: 'x', role: 'author' }).returning();
    const writer = { id: row!.id, email: row!.email };
    const context = { actor: writer, draftLimit: 3 };
    await store.create(input({ status: 'published', publishedAt: new Date().toISOString() }), context);
    await store.create(input({ status: 'review' }), context);
    const racing = await Promise.allSettled([1, 2, 3, 4].map(() => store.create(input(), context)));
    expect(racing.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    for (const result of racing.filter((r) => r.status === 'rejected')) expect((result as PromiseRejectedResult).reason).toBeInstanceOf(DraftQuotaError);
    await expect(store.create(input({ status: 'review' }), context)).rejects.toMatchObject({ name: 'DraftQuotaError', limit: 3 });
    // Someone else's drafts and a published post still go in; so does a save of an existing draft.
    await store.create(input(), { actor, draftLimit: 3 });
    await store.create(input({ status: 'published', publishedAt: new Date().toISOString() }), context);
    const mine = (await store.list({ includeDrafts: true, pageSize: 50 })).posts.filter((post) => post.ownerId === writer.id && post.status === 'draft');
    expect(await store.update(mine[0]!.id, input({ slug: mine[0]!.slug, title: 'Edited' }), context)).toMatchObject({ title: 'Edited' });
  });

  it('publishes a scheduled post at its instant, once, and expires the cache then', async () => {
    const expire = vi.fn(async () => {});
    const published = vi.fn();
    const at = new Date(Date.now() + 1500);
    const post = await store.create(input({ status: 'scheduled', publishedAt: at.toISOString() }), { actor });
    // Two instances' clocks; neither runs by itself here (ticks are driven by the test).
    const clocks = [1, 2].map(() => createPublicationClock({ database, schedules: [postSchedule], expire, published, pollMs: 60_000 }));
    clocks.forEach((clock) => clock.stop());
    await Promise.all(clocks.map((clock) => clock.tick()));
    expect((await store.bySlug(post.slug))).toBeNull();
    const wait = await clocks[0]!.tick();
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(1600);
    await new Promise((resolve) => setTimeout(resolve, wait));
    await Promise.all(clocks.map((clock) => clock.tick()));
    const live = await store.bySlug(post.slug);
    expect(live).toMatchObject({ status: 'published', publishedAt: at.toISOString(), version: 2, date: at.toISOString().slice(0, 10) });
    // Published once (one revision, one callback); both instances expired their cache.
    expect(published).toHaveBeenCalledTimes(1);
    expect(await handle.db.select().from(postRevisions).where(eq(postRevisions.postId, post.id))).toHaveLength(2);
    expect(expire).toHaveBeenCalledTimes(2);
    // Nothing new: no further expiry.
    await Promise.all(clocks.map((clock) => clock.tick()));
    expect(expire).toHaveBeenCalledTimes(2);
  });
});
