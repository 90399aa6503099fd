/**
 * The uploads' clean-up against the whole database (lib/infra/uploads/discard.ts): it names the
 * tables that can refer to a file, so the check that every table is classified, and the rows
 * seeded here, need every feature's tables (the collector, lib/schema.ts), which infrastructure
 * may not import.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { discardUnreferencedUploads, TABLES_THAT_DO_NOT_REFER_TO_UPLOADS, TABLES_THAT_REFER_TO_UPLOADS } from '@/lib/infra/uploads/discard';
import { temporaryUploads } from '@/lib/infra/uploads/test-uploads';
import * as schema from '@/lib/schema';
import { freshDatabase, testBackends } from '@/test/databases';

const files = temporaryUploads('discard');
const { options, onDisk } = files;
const upload = async () => (await files.upload()).url;

describe('every table is classified', () => {
  it('names each table of the schema once: a new table must say whether it can show an upload', () => {
    const all = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table));
    const listed: string[] = [...TABLES_THAT_REFER_TO_UPLOADS, ...TABLES_THAT_DO_NOT_REFER_TO_UPLOADS];
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
