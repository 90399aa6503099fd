import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { discardUnreferencedUploads, droppedFiles } from '@/lib/infra/uploads/discard';
import { temporaryUploads } from '@/lib/infra/uploads/test-uploads';
import { freshDatabase, testBackends } from '@/test/databases';
import { STORY_FILES } from './files';
import { createStoryStore } from './store';
import { storyInput as input } from './story.fixture';

const files = temporaryUploads('story-files');
const { onDisk } = files;
const upload = async () => (await files.upload()).url;

// What the save and delete actions do once the repository has answered (the change has committed).
describe.each(testBackends())('a story’s uploaded files on %s', (backend) => {
  let handle: DatabaseHandle;
  const store = () => createStoryStore(async () => handle.db);
  const discard = (urls: string[]) => discardUnreferencedUploads(urls, handle.db, files.options());
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('deletes a replaced logo and a removed cover, keeping the ones still in use', async () => {
    const [logo, cover, newLogo] = [await upload(), await upload(), await upload()];
    const story = await store().create(input({ slug: `files-${backend}`, logo, logoAlt: 'Acme', cover, coverAlt: 'A shelf' }), null);
    const saved = await store().update(story.id, input({ slug: story.slug, logo: newLogo, logoAlt: 'Acme', cover: null }), story.version);
    expect(await discard(droppedFiles(story, saved, STORY_FILES))).toEqual({ deleted: [logo, cover], kept: [] });
    expect(onDisk(logo)).toBe(false);
    expect(onDisk(cover)).toBe(false);
    expect(onDisk(newLogo)).toBe(true);
  });

  it('keeps a logo its translation still shows, and deletes it with the last story that names it', async () => {
    const logo = await upload();
    const en = await store().create(input({ slug: `shared-en-${backend}`, logo, logoAlt: 'Acme' }), null);
    const es = await store().create(input({ slug: `shared-es-${backend}`, language: 'es', logo, logoAlt: 'Acme' }), null);
    const saved = await store().update(en.id, input({ slug: en.slug, logo: null, logoAlt: null }), en.version);
    expect(await discard(droppedFiles(en, saved, STORY_FILES))).toEqual({ deleted: [], kept: [logo] });
    expect(onDisk(logo)).toBe(true);
    expect(await store().remove(es.id)).toBe(true);
    expect(await discard(droppedFiles(es, null, STORY_FILES))).toEqual({ deleted: [logo], kept: [] });
    expect(onDisk(logo)).toBe(false);
  });

  it('deletes a deleted story’s files; a file still on its row is never deleted', async () => {
    const [logo, cover] = [await upload(), await upload()];
    const story = await store().create(input({ slug: `deleted-${backend}`, logo, logoAlt: 'Acme', cover, coverAlt: 'A shelf' }), null);
    // Asked too early (before the deletion committed): the row still names them.
    expect(await discard(droppedFiles(story, null, STORY_FILES))).toEqual({ deleted: [], kept: [logo, cover] });
    expect(await store().remove(story.id)).toBe(true);
    expect(await discard(droppedFiles(story, null, STORY_FILES))).toEqual({ deleted: [logo, cover], kept: [] });
    expect(onDisk(logo) || onDisk(cover)).toBe(false);
  });
});
