import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { createDbPostStore } from '@/lib/features/posts/db-store';
import { renderPostBody } from '@/lib/features/posts/render-body';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { freshDatabase, testBackends } from '@/test/databases';
import { samplePosts } from './sample-posts';
import { seedSamplePosts } from './seed';

describe('sample posts', () => {
  it('give each language at least 3 original posts with local images and valid slugs', () => {
    for (const language of ['en', 'es'] as const) {
      expect(samplePosts.filter((post) => post.language === language).length).toBeGreaterThanOrEqual(3);
    }
    for (const post of samplePosts) {
      expect(isValidSlug(post.slug), post.slug).toBe(true);
      expect(post.image).toMatch(/^\/images\/blog\/[\w-]+\.jpg$/);
    }
  });

  it('exercise every body rule', async () => {
    const html = (await Promise.all(samplePosts.map((post) => renderPostBody(post.fullContent)))).join('\n');
    for (const fragment of ['class="post-section"', 'class="post-subheading-lg"', 'class="post-subheading"', '<ul>', '<br>', '<table>', '<ol>']) {
      expect(html).toContain(fragment);
    }
  });
});

describe.each(testBackends())('seeding on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('fills an empty table once', async () => {
    expect(await seedSamplePosts(handle.db)).toBe(samplePosts.length);
    expect(await seedSamplePosts(handle.db)).toBe(0);
    const store = createDbPostStore(async () => handle.db);
    expect((await store.list({ pageSize: 50 })).total).toBe(samplePosts.length);
  });

  it('links the five English/Spanish pairs', async () => {
    const store = createDbPostStore(async () => handle.db);
    const english = (await store.list({ language: 'en', pageSize: 50 })).posts;
    expect(english).toHaveLength(5);
    for (const post of english) expect(await store.translationOf(post), post.slug).toMatchObject({ language: 'es' });
  });
});
