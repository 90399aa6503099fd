import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { customerStories, type StoryRow, posts, type PostRow } from '@/test/tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { linkEntries, unlinkEntries, type Translatable } from './translation-links';

const POSTS: Translatable = { table: posts, id: posts.id, language: posts.language, translationGroup: posts.translationGroup };
const STORIES: Translatable = { table: customerStories, id: customerStories.id, language: customerStories.language, translationGroup: customerStories.translationGroup };

describe.each(testBackends())('translation links for every kind on %s', (backend) => {
  let handle: DatabaseHandle;
  const database = async () => handle.db;
  const post = async (slug: string, language: 'en' | 'es') =>
    (await handle.db.insert(posts).values({ slug, language, title: slug, excerpt: 'E', category: 'C', image: '/images/x.png', fullContent: 'B' }).returning())[0]!;
  const story = async (slug: string, language: 'en' | 'es', ownerId: number | null = null) =>
    (
      await handle.db
        .insert(customerStories)
        .values({ slug, language, ownerId, title: slug, summary: 'S', customer: 'C', industry: 'fashion', results: [{ value: '1', label: 'x' }], challenge: 'C', solution: 'S', outcome: 'O' })
        .returning()
    )[0]!;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('links two entries of one kind across languages, one per language, and unlinks them', async () => {
    for (const [kind, make] of [
      [POSTS, post],
      [STORIES, story],
    ] as const) {
      const prefix = kind === POSTS ? 'p' : 's';
      const en = await make(`${prefix}-en`, 'en');
      const es = await make(`${prefix}-es`, 'es');
      const otherEs = await make(`${prefix}-es-2`, 'es');
      const otherEn = await make(`${prefix}-en-2`, 'en');
      expect(await linkEntries(database, kind, en.id, otherEn.id)).toEqual({ ok: false, reason: 'same-language' });
      const linked = await linkEntries(database, kind, en.id, es.id);
      expect(linked).toMatchObject({ ok: true });
      // Linking again is a no-op; a third entry of a taken language is refused.
      expect(await linkEntries(database, kind, es.id, en.id)).toEqual(linked);
      expect(await linkEntries(database, kind, en.id, otherEs.id)).toEqual({ ok: false, reason: 'taken' });
      expect(await linkEntries(database, kind, en.id, 999_999)).toEqual({ ok: false, reason: 'not-found' });
      expect(await unlinkEntries(database, kind, es.id)).toBe('unlinked');
      expect(await unlinkEntries(database, kind, es.id)).toBe('not-linked');
    }
  });

  it('changes neither entry when the account may not change both', async () => {
    const mine = await story('mine-en', 'en', null);
    const theirs = await story('theirs-es', 'es', null);
    const onlyMine = (row: StoryRow | PostRow) => row.id === mine.id;
    expect(await linkEntries(database, STORIES, mine.id, theirs.id, onlyMine)).toEqual({ ok: false, reason: 'forbidden' });
    expect(await linkEntries(database, STORIES, mine.id, theirs.id)).toMatchObject({ ok: true });
    expect(await unlinkEntries(database, STORIES, mine.id, onlyMine)).toBe('forbidden');
  });
});
