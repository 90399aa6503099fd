/**
 * The media library against a real database (PGlite, and PostgreSQL where CI has it) and a real
 * uploads folder: where a file is used, replacing it everywhere at once, and the library kept true
 * to the folder. Rows of several features are seeded, so the test lives with the collector.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { replaceUploadReferences, uploadUsage } from '@/lib/infra/uploads/references';
import { images, notImages } from '@/lib/infra/uploads/test-images';
import { temporaryUploads } from '@/lib/infra/uploads/test-uploads';
import * as schema from '@/lib/schema';
import { freshDatabase, testBackends } from '@/test/databases';

vi.mock('server-only', () => ({}));
const { labelOf, mediaPage, recordUpload, syncWithUploads, updateAlts } = await import('@/lib/features/media/store');

const files = temporaryUploads('media');
const { options } = files;
const nameOf = (url: string) => url.slice('/uploads/'.length);

describe('labelOf', () => {
  it('keeps the last part of an uploaded name, without control or direction characters, bounded', () => {
    expect(labelOf('C:\\photos\\shelf.png')).toBe('shelf.png');
    expect(labelOf('../../etc/passwd')).toBe('passwd');
    expect(labelOf('evil\u202egnp.exe')).toBe('evilgnp.exe');
    expect(labelOf('x'.repeat(500))).toHaveLength(120);
    expect(labelOf(undefined)).toBe('');
  });
});

describe.each(testBackends())('the media library on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  const post = (slug: string, over: Partial<typeof schema.posts.$inferInsert> = {}) =>
    handle.db
      .insert(schema.posts)
      .values({ slug, title: 'T', excerpt: 'E', category: 'News', image: '/images/blog/a.jpg', fullContent: 'Body', ...over })
      .returning();

  it('counts where each file is named, by table, revisions and JSON included', async () => {
    const [cover, inBody, unused] = [(await files.upload()).url, (await files.upload()).url, (await files.upload()).url];
    const [first] = await post(`usage-a-${backend}`, { image: cover });
    await post(`usage-b-${backend}`, { fullContent: `![Shelf](${inBody}) and ![Again](${inBody})` });
    await handle.db.insert(schema.postRevisions).values({ postId: first!.id, version: 1, snapshot: { image: cover }, reason: 'save' });
    const usage = await uploadUsage(handle.db, [cover, inBody, unused, '../etc/passwd'].map(nameOf));
    expect(usage.get(nameOf(cover))).toEqual({ posts: 1, post_revisions: 1 });
    expect(usage.get(nameOf(inBody))).toEqual({ posts: 1 });
    expect(usage.has(nameOf(unused))).toBe(false);
    expect(await uploadUsage(handle.db, [])).toEqual(new Map());
  });

  it('replaces a file everywhere at once: text, JSON and arrays; entries get a new version, revisions keep theirs', async () => {
    const [old, fresh] = [(await files.upload()).url, (await files.upload(images.jpeg)).url];
    const [entry] = await post(`replace-${backend}`, { image: old, fullContent: `Look: ![Shelf](https://www.otailo.com${old})` });
    await handle.db.insert(schema.postRevisions).values({ postId: entry!.id, version: 7, snapshot: { image: old, fullContent: old }, reason: 'save' });
    const [page] = await handle.db
      .insert(schema.pages)
      .values({ key: null, language: 'en', slug: `replace-${backend}`, title: 'P', blocks: [{ type: 'hero', heading: 'H', media: { src: old, alt: 'A' } }] as never })
      .returning();
    let inside = false;
    const changed = await replaceUploadReferences(handle.db, nameOf(old), nameOf(fresh), async () => {
      inside = true;
    });
    expect(inside).toBe(true);
    expect(changed).toEqual({ posts: 1, post_revisions: 1, pages: 1 });
    const [after] = await handle.db.select().from(schema.posts).where(eq(schema.posts.id, entry!.id));
    expect(after!.image).toBe(fresh);
    expect(after!.fullContent).toBe(`Look: ![Shelf](https://www.otailo.com${fresh})`);
    expect(after!.version).toBe(entry!.version + 1);
    const [revision] = await handle.db.select().from(schema.postRevisions).where(eq(schema.postRevisions.postId, entry!.id));
    expect(revision!.snapshot).toEqual({ image: fresh, fullContent: fresh });
    expect(revision!.version).toBe(7);
    const [pageAfter] = await handle.db.select().from(schema.pages).where(eq(schema.pages.id, page!.id));
    expect(JSON.stringify(pageAfter!.blocks)).toContain(fresh);
    expect(JSON.stringify(pageAfter!.blocks)).not.toContain(old);
    expect(pageAfter!.version).toBe(page!.version + 1);
    await expect(replaceUploadReferences(handle.db, "x'; drop table posts; --", nameOf(fresh))).rejects.toThrow();
  });

  it('records uploads once, with their size and pixels; searches names and alt texts; pages newest first', async () => {
    const png = (await files.upload()).url;
    const pdf = (await files.upload(notImages.pdf, ['pdf'])).url;
    const item = await recordUpload(handle.db, png, { label: 'warehouse-shelf.png', uploadedBy: null }, options());
    expect(item).toMatchObject({ kind: 'image', contentType: 'image/png', label: 'warehouse-shelf.png', alt: { en: '', es: '' } });
    expect(item!.width).toBeGreaterThan(0);
    expect(await recordUpload(handle.db, png, { label: 'again.png' }, options())).toBeNull();
    expect(await recordUpload(handle.db, '/uploads/../secret.png', {}, options())).toBeNull();
    expect((await recordUpload(handle.db, pdf, { label: 'dpa.pdf' }, options()))?.kind).toBe('document');
    await updateAlts(handle.db, item!.id, { en: 'Returns sorted on a shelf', es: 'Devoluciones en una estantería' });

    expect((await mediaPage(handle.db, { q: 'estantería' }, 1, 10)).rows.map((row) => row.url)).toEqual([png]);
    expect((await mediaPage(handle.db, { q: '100%_' }, 1, 10)).total).toBe(0);
    expect((await mediaPage(handle.db, { kind: 'document' }, 1, 10)).rows.map((row) => row.url)).toContain(pdf);
    expect((await mediaPage(handle.db, { kind: 'image' }, 1, 10)).rows.map((row) => row.url)).not.toContain(pdf);
  });

  it('catches up with the uploads folder: lists files it did not know, forgets those gone', async () => {
    const known = (await files.upload()).url;
    await recordUpload(handle.db, known, {}, options());
    const unlisted = (await files.upload()).url;
    rmSync(join(files.dataDir(), 'uploads', nameOf(known)));
    const result = await syncWithUploads(handle.db, options());
    expect(result.added).toBeGreaterThanOrEqual(1);
    expect(result.forgotten).toBeGreaterThanOrEqual(1);
    const names = (await handle.db.select({ name: schema.mediaFiles.name }).from(schema.mediaFiles)).map((row) => row.name);
    expect(names).toContain(nameOf(unlisted));
    expect(names).not.toContain(nameOf(known));
  });
});
