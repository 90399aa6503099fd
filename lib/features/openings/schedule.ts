/**
 * The openings' part of the publication clock (lib/features/publishing): it publishes scheduled
 * openings, and it also wakes at each live opening's `valid_through`, when the opening leaves the
 * site: that instant counts as a change, so every instance expires the cached pages then.
 */
import { and, eq, lte, max, min, sql } from 'drizzle-orm';
import { jobOpenings } from './tables';
import type { Schedule } from '@/lib/features/publishing';

export const OPENINGS_TAG = 'openings';

const isPublished = sql`${jobOpenings.status} = 'published'`;

export const openingSchedule: Schedule = {
  kind: 'opening',
  tag: OPENINGS_TAG,
  async publishDue(db) {
    return db
      .update(jobOpenings)
      .set({ status: 'published', version: sql`${jobOpenings.version} + 1`, updatedAt: new Date() })
      .where(and(eq(jobOpenings.status, 'scheduled'), lte(jobOpenings.publishedAt, sql`now()`)))
      .returning({ id: jobOpenings.id, slug: jobOpenings.slug, title: jobOpenings.title, language: jobOpenings.language, ownerId: jobOpenings.ownerId });
  },
  async instants(db) {
    // latest: the newest publication or expiry already passed; next: the nearest one to come.
    const [{ latest, next } = { latest: null, next: null }] = await db
      .select({
        latest: max(
          sql<Date>`case when ${isPublished} then greatest(${jobOpenings.publishedAt}, case when ${jobOpenings.validThrough} <= now() then ${jobOpenings.validThrough} end) end`,
        ),
        next: min(
          sql<Date>`case when ${jobOpenings.status} = 'scheduled' then ${jobOpenings.publishedAt} when ${isPublished} and ${jobOpenings.validThrough} > now() then ${jobOpenings.validThrough} end`,
        ),
      })
      .from(jobOpenings);
    return { latest: latest ? new Date(latest).getTime() : 0, next: next ? new Date(next).getTime() : undefined };
  },
};
