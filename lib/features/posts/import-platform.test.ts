import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePlatform } from '@/test/fakes/fake-platform.mjs';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { posts } from './tables';
import { createPlatformClient } from '@/lib/infra/clients/legacy-platform';
import { freshDatabase, testBackends } from '@/test/databases';
import { createDbPostStore } from './db-store';
import { importPlatformPosts } from './import-platform';

const legacy = [
  { slug: 'one', title: 'One', excerpt: 'E1', category: 'Returns', date: '2025-12-01T00:00:00.000Z', image: '/images/blog/a.jpg', fullContent: 'FOR THE BRAND\\nBody', readTime: '4 min read', translationGroup: 'pair-1' },
  { slug: 'dos', title: 'Dos', excerpt: 'E2', category: 'Devoluciones', date: '2025-11-02T00:00:00.000Z', image: '/images/blog/b.jpg', fullContent: 'Cuerpo', language: 'es', author: 'Lucía', translationGroup: 'pair-1' },
  { slug: 'no-image', title: 'No image', excerpt: 'E3', category: 'Returns', date: '2025-10-01T00:00:00.000Z', fullContent: 'x' },
];

describe.each(testBackends())('import from the platform into %s', (backend) => {
  let handle: DatabaseHandle;
  let fake: Awaited<ReturnType<typeof startFakePlatform>>;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    await handle.db.delete(posts);
    fake = await startFakePlatform({ appId: 'legacy', records: { BlogPost: legacy } });
  });
  afterAll(async () => {
    await fake?.close();
    await handle?.close();
  });

  it('copies every usable post once, reports the others with why, and is idempotent', async () => {
    const client = createPlatformClient({ baseUrl: fake.url, appId: 'legacy' });
    const store = createDbPostStore(async () => handle.db);

    const first = await importPlatformPosts(client, store);
    expect(first).toEqual({ created: 2, updated: 0, skipped: 0, linked: 1, failed: [{ record: 'no-image', reason: 'missing image' }] });
    expect(await store.bySlug('dos')).toMatchObject({ title: 'Dos', language: 'es', author: 'Lucía', date: '2025-11-02', readMinutes: null });
    expect(await store.bySlug('one')).toMatchObject({ readMinutes: 4 });
    expect(await store.translationOf((await store.bySlug('dos'))!)).toMatchObject({ slug: 'one' });
    expect((await store.bySlug('one'))?.fullContent).toBe('FOR THE BRAND\\nBody');

    const second = await importPlatformPosts(client, store);
    expect(second).toMatchObject({ created: 0, updated: 0, skipped: 2 });

    fake.entities.BlogPost.find((r: { slug: string }) => r.slug === 'one').title = 'One, revised';
    const third = await importPlatformPosts(client, store);
    expect(third).toMatchObject({ created: 0, updated: 1, skipped: 1 });
    expect((await store.bySlug('one'))?.title).toBe('One, revised');
    expect((await store.list({ includeDrafts: true })).total).toBe(2);
  });
});
