/** How the publication clock (lib/features/publishing) publishes a scheduled page. */
import { and, eq, lte, max, min, sql } from 'drizzle-orm';
import type { Schedule } from '@/lib/features/publishing';
import { queueIndexNow } from '@/lib/features/indexnow';
import { releasePagePath } from '@/lib/features/redirects';
import { getEnv } from '@/lib/infra/env.mjs';
import { pages } from './tables';
import { pageSitePath } from './paths';
import { contentOf, keepRevision } from './revisions';

export const PAGES_TAG = 'pages';

export const pageSchedule: Schedule = {
  kind: 'page',
  tag: PAGES_TAG,
  async publishDue(db) {
    // One UPDATE: instances waking together publish each page once (the second finds it published).
    // The right-hand sides read the row as it was: the next revision number is the old count + 1.
    const published = await db.transaction(async (tx) => {
      const rows = await tx
        .update(pages)
        .set({
          status: 'published',
          revisionCount: sql`${pages.revisionCount} + 1`,
          publishedRevision: sql`${pages.revisionCount} + 1`,
          publishedAt: sql`${pages.scheduledAt}`,
          scheduledAt: null,
          version: sql`${pages.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(pages.status, 'scheduled'), lte(pages.scheduledAt, sql`now()`)))
        .returning();
      for (const row of rows) await keepRevision(tx, row.id, row.revisionCount, contentOf(row), 'schedule', null, row.revisionCount);
      return rows;
    });
    // Their addresses are taken back from any automatic rule, and search engines told.
    const paths = published.map(pageSitePath);
    for (const path of paths) await releasePagePath(path, db);
    if (paths.length > 0) await queueIndexNow(paths.map((path) => getEnv().SITE_URL + path));
    return published.map((row) => ({ id: row.id, slug: row.slug ?? row.key ?? '', title: row.title, language: row.language, ownerId: row.ownerId }));
  },
  async instants(db) {
    const [{ latest, next } = { latest: null, next: null }] = await db
      .select({
        latest: max(sql<Date>`case when ${pages.publishedRevision} is not null then ${pages.publishedAt} end`),
        next: min(sql<Date>`case when ${pages.status} = 'scheduled' then ${pages.scheduledAt} end`),
      })
      .from(pages);
    return { latest: latest ? new Date(latest).getTime() : 0, next: next ? new Date(next).getTime() : undefined };
  },
};
