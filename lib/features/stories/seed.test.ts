import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { customerStories } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { seedSampleStories } from './seed';
import { createStoryStore } from './store';

describe.each(testBackends())('the sample story on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('is seeded once, anonymized, in both languages, as each other’s translation, and never comes back once deleted', async () => {
    expect(await seedSampleStories(handle.db)).toBe(2);
    expect(await seedSampleStories(handle.db)).toBe(0);
    const store = createStoryStore(async () => handle.db);
    const [en] = await store.list('en');
    expect(en).toMatchObject({ anonymized: true, logo: null, quoteName: null, industry: 'footwear', results: [{ value: '−22%', label: 'return rate' }] });
    const es = await store.translationOf(en!);
    expect(es).toMatchObject({ language: 'es', slug: 'marca-de-calzado-reduce-devoluciones', anonymized: true });
    await handle.db.delete(customerStories).where(eq(customerStories.language, 'en'));
    await handle.db.delete(customerStories);
    expect(await seedSampleStories(handle.db)).toBe(0);
    expect(await store.all({ includeDrafts: true })).toEqual([]);
  });
});
