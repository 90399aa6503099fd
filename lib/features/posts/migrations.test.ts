/**
 * Migrations run forward on a site's existing data: a database seeded before translations existed
 * keeps every post, gets its read times as minutes and its sample pairs linked, and is not seeded
 * again.
 */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDbPostStore } from '@/lib/features/posts/db-store';
import { freshDatabase, testBackends } from '@/test/databases';
import { MIGRATIONS_DIR, type DatabaseHandle } from '@/lib/infra/db/client';
import { migrateDatabase } from '@/lib/infra/db/migrate';
import { samplePosts } from './sample-posts';
import { seedSamplePosts } from './seed';

/** The committed migrations up to (not including) `tag`, as a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'otailo-migrations-'));
  cpSync(MIGRATIONS_DIR, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}

describe.each(testBackends())('migrating an existing site on %s', (backend) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await freshDatabase(backend, migrationsBefore('0005_translations'));
    // The posts as the site stored them before: read time as text, no translation links.
    for (const post of samplePosts) {
      await handle.query(
        `INSERT INTO posts (slug, title, excerpt, category, author, date, read_time, image, full_content, language, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [post.slug, post.title, post.excerpt, post.category, post.author, post.date, `${post.readMinutes} min read`, post.image, post.fullContent, post.language, post.status],
      );
    }
    await handle.query(
      `INSERT INTO posts (slug, title, excerpt, category, image, full_content, read_time) VALUES ('own-post', 'Own', 'Mine', 'Notes', '/images/x.jpg', 'three words here', 'quick read')`,
    );
    await migrateDatabase(handle);
  });
  afterAll(() => handle?.close());

  it('keeps every post and its slug, and does not seed again', async () => {
    const store = createDbPostStore(async () => handle.db);
    const all = (await store.list({ includeDrafts: true, pageSize: 50 })).posts;
    expect(all.map((post) => post.slug).sort()).toEqual([...samplePosts.map((post) => post.slug), 'own-post'].sort());
    expect(await seedSamplePosts(handle.db)).toBe(0);
  });

  it('turns read times into minutes and counts the words', async () => {
    const store = createDbPostStore(async () => handle.db);
    expect(await store.bySlug('photo-first-returns')).toMatchObject({ readMinutes: 6 });
    expect(await store.bySlug('own-post')).toMatchObject({ readMinutes: null, wordCount: 3 });
    expect((await store.bySlug('primero-el-cambio'))!.wordCount).toBeGreaterThan(100);
  });

  it('links the five sample pairs, as a fresh installation has them', async () => {
    const store = createDbPostStore(async () => handle.db);
    const pairs = samplePosts.filter((post) => post.language === 'en');
    for (const english of pairs) {
      const post = (await store.bySlug(english.slug))!;
      const spanish = samplePosts.find((other) => other.language === 'es' && other.translationGroup === english.translationGroup)!;
      expect(await store.translationOf(post), english.slug).toMatchObject({ slug: spanish.slug });
    }
    expect((await store.bySlug('own-post'))!.translationGroup).toBeNull();
  });
});
