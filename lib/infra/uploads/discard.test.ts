import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import * as schema from '@/lib/infra/db/schema';
import { freshDatabase, testBackends } from '@/test/databases';
import { discardUnreferencedUploads, droppedFiles, TABLES_THAT_DO_NOT_REFER_TO_UPLOADS, TABLES_THAT_REFER_TO_UPLOADS } from './discard';
import { deleteUpload, saveUpload } from './store';
import { images } from './test-images';
import { temporaryUploads } from './test-uploads';

const files = temporaryUploads('discard');
const { options, onDisk } = files;
const upload = async () => (await files.upload()).url;

describe('deleteUpload', () => {
  it('deletes a stored upload by its address, and says when there was none', async () => {
    const url = await upload();
    expect(onDisk(url)).toBe(true);
    expect(await deleteUpload(url, options())).toBe('deleted');
    expect(onDisk(url)).toBe(false);
    expect(await deleteUpload(url, options())).toBe('missing');
  });

  it('never deletes anything outside the uploads folder, whatever the stored value says', async () => {
    const url = await upload();
    const name = url.slice('/uploads/'.length);
    // Files beside and above the folder, named like an upload.
    writeFileSync(join(files.dataDir(), name), 'beside');
    const outside = mkdtempSync(join(tmpdir(), 'otailo-outside-'));
    writeFileSync(join(outside, name), 'elsewhere');
    try {
      for (const value of [
        `/uploads/../${name}`,
        `/uploads/../../${name}`,
        `../${name}`,
        join(files.dataDir(), name),
        join(outside, name),
        `/uploads/${outside}/${name}`,
        `/uploads//${join(outside, name)}`,
        `/images/${name}`,
        `/uploads/sub/${name}`,
        `/uploads/${name}/`,
        `https://www.otailo.com/uploads/${name}`,
        `/uploads/${name.toUpperCase()}`,
        '/uploads/',
        '/uploads/..',
        '',
      ]) {
        expect(await deleteUpload(value, options()), value).toBe('not-an-upload');
      }
      expect(existsSync(join(files.dataDir(), name))).toBe(true);
      expect(existsSync(join(outside, name))).toBe(true);
      expect(onDisk(url)).toBe(true);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('removes a link in the folder itself, never the file it points to', async () => {
    const target = join(files.dataDir(), 'precious.png');
    writeFileSync(target, 'keep me');
    const name = '0f8fad5b-d9cb-469f-a165-70867728950e.png';
    mkdirSync(join(files.dataDir(), 'uploads'), { recursive: true });
    symlinkSync(target, join(files.dataDir(), 'uploads', name));
    expect(await deleteUpload(`/uploads/${name}`, options())).toBe('deleted');
    expect(existsSync(target)).toBe(true);
  });

  it('uses UPLOADS_DIR when set, and nothing of DATA_DIR', async () => {
    const shared = join(files.dataDir(), 'shared');
    const saved = await saveUpload(new Blob([images.png]), { dataDir: files.dataDir(), uploadsDir: shared });
    if (!saved.ok) throw new Error(saved.reason);
    const name = saved.url.slice('/uploads/'.length);
    expect(await deleteUpload(saved.url, { dataDir: files.dataDir() })).toBe('missing');
    expect(existsSync(join(shared, name))).toBe(true);
    expect(await deleteUpload(saved.url, { dataDir: files.dataDir(), uploadsDir: shared })).toBe('deleted');
    expect(existsSync(join(shared, name))).toBe(false);
  });
});

describe('droppedFiles', () => {
  it('lists the addresses a change dropped, all of them for a deletion', () => {
    const before = { logo: '/uploads/a.png', cover: '/uploads/b.png' };
    expect(droppedFiles(before, { logo: '/uploads/a.png', cover: null }, ['logo', 'cover'])).toEqual(['/uploads/b.png']);
    expect(droppedFiles(before, { logo: '/uploads/b.png', cover: '/uploads/a.png' }, ['logo', 'cover'])).toEqual([]);
    expect(droppedFiles(before, null, ['logo', 'cover'])).toEqual(['/uploads/a.png', '/uploads/b.png']);
    expect(droppedFiles(null, before, ['logo', 'cover'])).toEqual([]);
  });
});

describe('every table is classified', () => {
  it('names each table of the schema once: a new table must say whether it can show an upload', () => {
    const all = Object.values(schema).filter((value) => is(value, PgTable));
    const listed = [...TABLES_THAT_REFER_TO_UPLOADS, ...TABLES_THAT_DO_NOT_REFER_TO_UPLOADS] as unknown[];
    expect(new Set(listed).size).toBe(listed.length);
    expect(all.filter((table) => !listed.includes(table))).toEqual([]);
    expect(listed.length).toBe(all.length);
  });
});

describe.each(testBackends())('discardUnreferencedUploads on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  const post = (slug: string, over: Partial<typeof schema.posts.$inferInsert> = {}) =>
    handle.db
      .insert(schema.posts)
      .values({ slug, title: 'T', excerpt: 'E', category: 'News', image: '/images/blog/a.jpg', fullContent: 'Body', ...over })
      .returning({ id: schema.posts.id });

  it('deletes a file no row names, and keeps one a post body, a revision, the DPA or a redirect still names', async () => {
    const [free, inBody, inRevision, dpa, redirected, cover] = [await upload(), await upload(), await upload(), await upload(), await upload(), await upload()];
    await post(`body-${backend}`, { fullContent: `Look:\n\n![A shelf](https://www.otailo.com${inBody})\n` });
    const [withRevision] = await post(`revision-${backend}`, { image: cover });
    await handle.db.insert(schema.postRevisions).values({ postId: withRevision!.id, version: 1, snapshot: { image: inRevision, fullContent: 'x' }, reason: 'save' });
    await handle.db.insert(schema.trustSettings).values({ id: 1, dpaUrl: dpa }).onConflictDoUpdate({ target: schema.trustSettings.id, set: { dpaUrl: dpa } });
    await handle.db.insert(schema.redirects).values({ source: `/en/old-${backend}`, target: redirected, status: 308 });

    const result = await discardUnreferencedUploads([free, inBody, inRevision, dpa, redirected, cover, null, undefined, '/images/blog/a.jpg'], handle.db, options());
    expect(result.deleted).toEqual([free]);
    expect(result.kept.sort()).toEqual([inBody, inRevision, dpa, redirected, cover].sort());
    expect(onDisk(free)).toBe(false);
    for (const url of result.kept) expect(onDisk(url), url).toBe(true);
  });

  it('touches nothing outside the folder even when a row stores such a value, and takes a database getter', async () => {
    const outside = join(files.dataDir(), 'secret.png');
    writeFileSync(outside, 'secret');
    const result = await discardUnreferencedUploads(['/uploads/../secret.png', outside, `../secret.png`], async () => handle.db, options());
    expect(result).toEqual({ deleted: [], kept: [] });
    expect(existsSync(outside)).toBe(true);
  });

  it('never throws: a database that fails leaves the file and logs a warning', async () => {
    const url = await upload();
    const failing = async () => {
      throw new Error('database down');
    };
    expect(await discardUnreferencedUploads([url], failing, options())).toEqual({ deleted: [], kept: [url] });
    expect(onDisk(url)).toBe(true);
  });
});
