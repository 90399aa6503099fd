import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { customerStories, jobOpenings, posts } from '@/test/tables';
import { previewLinks } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { createPreviewLinkStore, resolvePreviewToken } from './preview-links';

describe.each(testBackends())('preview links on %s', (backend) => {
  let handle: DatabaseHandle;
  let clock = new Date('2026-11-24T10:00:00Z');
  const database = async () => handle.db;
  const store = (kind: 'post' | 'story' | 'opening' = 'post') => createPreviewLinkStore(database, kind, () => clock);
  const resolve = (token: string) => resolvePreviewToken(database, token, () => clock);
  let postId: number;
  let storyId: number;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const [post] = await handle.db
      .insert(posts)
      .values({ slug: 'draft-one', title: 'Draft', excerpt: 'E', category: 'C', image: '/images/x.png', fullContent: 'Body', status: 'draft' })
      .returning();
    postId = post!.id;
    const [story] = await handle.db
      .insert(customerStories)
      .values({ slug: 'draft-story', language: 'en', title: 'S', summary: 'S', customer: 'A brand', industry: 'fashion', region: 'Europe', results: [{ value: '−22%', label: 'return rate' }], challenge: 'C', solution: 'S', outcome: 'O' })
      .returning();
    storyId = story!.id;
  });
  afterAll(() => handle?.close());

  it('opens the entry until it expires (7 days by default), and stores only a hash of the token', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const { token, link } = await store().create(postId, null);
    expect(link.expiresAt).toBe('2026-12-01T10:00:00.000Z');
    expect(await resolve(token)).toMatchObject({ kind: 'post', entryId: postId });
    expect(JSON.stringify(await handle.db.select().from(previewLinks))).not.toContain(token);
    clock = new Date('2026-12-01T09:59:59Z');
    expect(await resolve(token)).toMatchObject({ kind: 'post', entryId: postId });
    clock = new Date('2026-12-01T10:00:00Z');
    expect(await resolve(token)).toBeNull();
    expect(await store().active(postId)).toEqual([]);
  });

  it('is revocable at once, only by its own entry of its own kind', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const { token, link } = await store().create(postId, null, 30);
    expect(await store().revoke(postId + 1, link.id)).toBe(false);
    expect(await store('story').revoke(postId, link.id)).toBe(false);
    expect(await resolve(token)).toMatchObject({ kind: 'post', entryId: postId });
    expect(await store().revoke(postId, link.id)).toBe(true);
    expect(await resolve(token)).toBeNull();
    expect(await store().revoke(postId, link.id)).toBe(false);
  });

  it('serves every kind of content with one token space: a story link opens the story', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const { token, link } = await store('story').create(storyId, null, 1);
    expect(await resolve(token)).toMatchObject({ kind: 'story', entryId: storyId });
    expect((await store('story').active(storyId)).length).toBe(1);
    expect((await store('post').active(storyId)).map((other) => other.id)).not.toContain(link.id);
    // Deleting the story takes its links with it.
    await handle.db.delete(customerStories);
    expect(await resolve(token)).toBeNull();
  });

  it('opens a draft job opening the same way, and ends with it', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const [opening] = await handle.db
      .insert(jobOpenings)
      .values({ slug: 'draft-opening', language: 'es', title: 'O', team: 'Sales', locationType: 'remote', location: 'Remote', employmentType: 'FULL_TIME', summary: 'S', responsibilities: ['R'], requirements: ['Q'], validThrough: new Date('2027-01-01T00:00:00Z') })
      .returning();
    const openingId = opening!.id;
    const { token, link } = await store('opening').create(openingId, null, 7);
    expect(await resolve(token)).toMatchObject({ kind: 'opening', entryId: openingId, expiresAt: '2026-12-01T10:00:00.000Z' });
    expect((await store('opening').active(openingId)).map((open) => open.id)).toEqual([link.id]);
    // Another kind's entry of the same id neither lists nor revokes it.
    expect((await store('story').active(openingId)).map((other) => other.id)).not.toContain(link.id);
    expect(await store('post').revoke(openingId, link.id)).toBe(false);
    expect(await store('opening').revoke(openingId, link.id)).toBe(true);
    expect(await resolve(token)).toBeNull();
    const again = await store('opening').create(openingId, null, 1);
    await handle.db.delete(jobOpenings);
    expect(await resolve(again.token)).toBeNull();
  });

  it('refuses tokens that are malformed or unknown without a lookup of anything else', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}=`, '../../etc/passwd']) expect(await resolve(token)).toBeNull();
  });
});
