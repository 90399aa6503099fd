import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { createPublicationClock } from '@/lib/features/publishing';
import { freshDatabase, testBackends } from '@/test/databases';
import { storySchedule } from './schedule';
import { createStoryStore } from './store';
import { storyInput } from './story.fixture';

/** A scheduled, anonymized story; the test sets its instant. */
const input = (over: Parameters<typeof storyInput>[0]) =>
  storyInput({ slug: 'scheduled-story', status: 'scheduled', publishedAt: null, title: 'Scheduled', summary: 'S', customer: 'A brand', anonymized: true, industry: 'beauty', results: [{ value: '+1', label: 'x' }], ...over });

describe.each(testBackends())('the publication clock with stories on %s', (backend) => {
  let handle: DatabaseHandle;
  const database = async () => handle.db;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('publishes a scheduled story at its instant, once across instances, and expires the stories tag', async () => {
    const store = createStoryStore(database);
    const at = new Date(Date.now() + 1200);
    const story = await store.create(input({ publishedAt: at.toISOString() }), null);
    const expire = vi.fn(async (_tags: string[]) => {});
    const published = vi.fn();
    const clocks = [1, 2].map(() => createPublicationClock({ database, schedules: [storySchedule], expire, published, pollMs: 60_000 }));
    clocks.forEach((clock) => clock.stop());
    await Promise.all(clocks.map((clock) => clock.tick()));
    expect(await store.bySlug(story.slug)).toBeNull();
    const wait = await clocks[0]!.tick();
    expect(wait).toBeLessThanOrEqual(1300);
    await new Promise((resolve) => setTimeout(resolve, wait));
    await Promise.all(clocks.map((clock) => clock.tick()));
    expect(await store.bySlug(story.slug)).toMatchObject({ status: 'published', version: 2, publishedAt: at.toISOString() });
    expect(published).toHaveBeenCalledTimes(1);
    expect(published).toHaveBeenCalledWith('story', { id: story.id, slug: story.slug, title: story.title, language: story.language, ownerId: null });
    expect(expire).toHaveBeenCalledTimes(2);
    expect(expire).toHaveBeenCalledWith(['stories']);
  });
});
