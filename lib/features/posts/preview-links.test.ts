import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { posts, previewLinks } from '@/lib/infra/db/schema';
import { freshDatabase, testBackends } from '@/test/databases';
import { createPreviewLinkStore } from './preview-links';

describe.each(testBackends())('preview links on %s', (backend) => {
  let handle: DatabaseHandle;
  let clock = new Date('2026-11-24T10:00:00Z');
  const store = () => createPreviewLinkStore(async () => handle.db, () => clock);
  let postId: number;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    const [post] = await handle.db
      .insert(posts)
      .values({ slug: 'draft-one', title: 'Draft', excerpt: 'E', category: 'C', image: '/images/x.png', fullContent: 'Body', status: 'draft' })
      .returning();
    postId = post!.id;
  });
  afterAll(() => handle?.close());

  it('opens the post until it expires (7 days by default), and stores only a hash of the token', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const { token, link } = await store().create(postId, null);
    expect(link.expiresAt).toBe('2026-12-01T10:00:00.000Z');
    expect((await store().resolve(token))?.postId).toBe(postId);
    expect(JSON.stringify(await handle.db.select().from(previewLinks))).not.toContain(token);
    clock = new Date('2026-12-01T09:59:59Z');
    expect((await store().resolve(token))?.postId).toBe(postId);
    clock = new Date('2026-12-01T10:00:00Z');
    expect(await store().resolve(token)).toBeNull();
    expect(await store().active(postId)).toEqual([]);
  });

  it('is revocable at once, only by its own post', async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    const { token, link } = await store().create(postId, null, 30);
    expect(await store().revoke(postId + 1, link.id)).toBe(false);
    expect((await store().resolve(token))?.postId).toBe(postId);
    expect(await store().revoke(postId, link.id)).toBe(true);
    expect(await store().resolve(token)).toBeNull();
    expect(await store().revoke(postId, link.id)).toBe(false);
  });

  it('refuses tokens that are malformed or unknown without a lookup of anything else', async () => {
    for (const token of ['', 'x', 'A'.repeat(43), `${'A'.repeat(42)}=`, '../../etc/passwd']) expect(await store().resolve(token)).toBeNull();
  });
});
