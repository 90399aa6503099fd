/** How the publication clock (lib/features/publishing) publishes a scheduled post. */
import { and, eq, lte, max, min, sql } from 'drizzle-orm';
import { posts } from './tables';
import { platformFromEnv } from '@/lib/infra/clients/legacy-platform';
import type { Schedule } from '@/lib/features/publishing';
import { queueIndexNow } from '@/lib/features/indexnow';
import { releasePagePath } from '@/lib/features/redirects';
import { getEnv } from '@/lib/infra/env.mjs';
import { keepRevision } from './revisions';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

export const POSTS_TAG = 'posts';

export const postSchedule: Schedule = {
  kind: 'post',
  tag: POSTS_TAG,
  publishDue: async (db) => {
    const published = await db.transaction(async (tx) => {
      const rows = await tx
        .update(posts)
        .set({
          status: 'published',
          // The publication day, as pages show it.
          date: sql`(${posts.publishedAt} at time zone 'UTC')::date`,
          version: sql`${posts.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(posts.status, 'scheduled'), lte(posts.publishedAt, sql`now()`)))
        .returning();
      for (const row of rows) await keepRevision(tx, row, {}, 'publish');
      return rows;
    });
    // Their addresses are taken back from any automatic rule, and search engines told.
    const paths = published.map((row) => localizedPath(row.language, `/blog/${row.slug}`));
    for (const path of paths) await releasePagePath(path, db);
    await queueIndexNow(paths.map((path) => getEnv().SITE_URL + path));
    return published.map((row) => ({ id: row.id, slug: row.slug, title: row.title, language: row.language, ownerId: row.ownerId }));
  },
  async instants(db) {
    const [{ latest, next } = { latest: null, next: null }] = await db
      .select({
        latest: max(sql<Date>`case when ${posts.status} = 'published' then ${posts.publishedAt} end`),
        next: min(sql<Date>`case when ${posts.status} = 'scheduled' then ${posts.publishedAt} end`),
      })
      .from(posts);
    return { latest: latest ? new Date(latest).getTime() : 0, next: next ? new Date(next).getTime() : undefined };
  },
};

/** Posts kept on the legacy platform have no schedule. */
export const postSchedules = (): Schedule[] => (platformFromEnv() ? [] : [postSchedule]);
