import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { diffFields } from '@/lib/features/posts';
import { freshDatabase, testBackends } from '@/test/databases';
import { createStoryStore } from './store';
import { storyInput } from './story.fixture';
import { forgetStorySource, recordStorySource, STORY_WORDS, storySources, storyTranslationStatus, wordsOf } from './translation-status';

describe('storyTranslationStatus', () => {
  const source = { storyId: 2, sourceId: 1, sourceVersion: 3, sourceWords: { title: 'Old title' } };
  it('is out of date once the published source was saved past the recorded version', () => {
    expect(storyTranslationStatus(source, { id: 1, status: 'published', version: 5 })).toEqual({ kind: 'out-of-date', sourceId: 1, since: 3, now: 5, words: { title: 'Old title' } });
  });
  it('is current at the same version, for a source not published, another story, or nothing recorded', () => {
    expect(storyTranslationStatus(source, { id: 1, status: 'published', version: 3 })).toEqual({ kind: 'current' });
    expect(storyTranslationStatus(source, { id: 1, status: 'draft', version: 9 })).toEqual({ kind: 'current' });
    expect(storyTranslationStatus(source, { id: 7, status: 'published', version: 9 })).toEqual({ kind: 'current' });
    expect(storyTranslationStatus(undefined, { id: 1, status: 'published', version: 9 })).toEqual({ kind: 'current' });
    expect(storyTranslationStatus(source, null)).toEqual({ kind: 'current' });
  });
});

describe.each(testBackends())('story translation sources on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createStoryStore(async () => handle.db);
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('records the source’s version and words, shows what changed since, and forgets on unlink', async () => {
    const en = await store().create(storyInput({ slug: 'status-en', challenge: 'Returns took three weeks to refund.' }), null);
    const es = await store().create(storyInput({ slug: 'status-es', language: 'es', status: 'draft', publishedAt: null }), null);
    await recordStorySource(handle.db, es.id, en);
    const edited = await store().update(en.id, { ...storyInput({ slug: 'status-en', challenge: 'Returns took four weeks to refund.' }) });
    const recorded = (await storySources(handle.db, [es.id])).get(es.id);
    expect(recorded).toMatchObject({ sourceId: en.id, sourceVersion: en.version });
    const status = storyTranslationStatus(recorded, edited);
    expect(status).toMatchObject({ kind: 'out-of-date', since: en.version, now: edited!.version });
    const changes = diffFields(recorded!.sourceWords, wordsOf(edited!), STORY_WORDS);
    expect(changes.map((change) => change.field)).toEqual(['challenge']);
    expect(changes[0]!.parts).toEqual(
      expect.arrayContaining([
        { text: 'three', change: 'removed' },
        { text: 'four', change: 'added' },
      ]),
    );
    // Brought up to date: the same row, the new version.
    await recordStorySource(handle.db, es.id, edited!);
    expect(storyTranslationStatus((await storySources(handle.db, [es.id])).get(es.id), edited)).toEqual({ kind: 'current' });
    await forgetStorySource(handle.db, es.id);
    expect(await storySources(handle.db, [es.id])).toEqual(new Map());
    expect(await storySources(handle.db, [])).toEqual(new Map());
  });
});
