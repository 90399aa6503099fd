/** How the publication clock (lib/features/publishing) publishes a scheduled story. */
import { and, eq, lte, max, min, sql } from 'drizzle-orm';
import { customerStories } from './tables';
import type { Schedule } from '@/lib/features/publishing';

export const STORIES_TAG = 'stories';

export const storySchedule: Schedule = {
  kind: 'story',
  tag: STORIES_TAG,
  async publishDue(db) {
    const rows = await db
      .update(customerStories)
      .set({ status: 'published', version: sql`${customerStories.version} + 1`, updatedAt: new Date() })
      .where(and(eq(customerStories.status, 'scheduled'), lte(customerStories.publishedAt, sql`now()`)))
      .returning({ id: customerStories.id, slug: customerStories.slug, title: customerStories.title, language: customerStories.language, ownerId: customerStories.ownerId });
    return rows;
  },
  async instants(db) {
    const [{ latest, next } = { latest: null, next: null }] = await db
      .select({
        latest: max(sql<Date>`case when ${customerStories.status} = 'published' then ${customerStories.publishedAt} end`),
        next: min(sql<Date>`case when ${customerStories.status} = 'scheduled' then ${customerStories.publishedAt} end`),
      })
      .from(customerStories);
    return { latest: latest ? new Date(latest).getTime() : 0, next: next ? new Date(next).getTime() : undefined };
  },
};
