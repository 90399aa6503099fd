/**
 * The publication clock: every instance publishes the scheduled posts whose moment has come and
 * expires its cached pages then, not at the next hourly revalidation. It wakes at the next
 * scheduled instant it knows of, and at least every POLL_MS to learn of schedules saved on other
 * instances and of posts they published (each instance expires its own cache: without Redis it is
 * in the process's memory).
 *
 * Publishing is one UPDATE … WHERE status = 'scheduled': when instances wake together, each post is
 * published (and gets its revision and audit entry) once.
 */
import { and, eq, lte, max, min, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { posts } from '@/lib/infra/db/schema';
import { log } from '@/lib/infra/log.mjs';
import { keepRevision } from './revisions';

export const POLL_MS = 5_000;
/** Woken this much after the instant, so the database's clock has surely passed it too. */
const LATE_MS = 25;

export interface ClockDependencies {
  database: () => Promise<Database>;
  /** Expires the cached public pages (the `posts` tag) on this instance, or everywhere with Redis. */
  expire: () => Promise<void>;
  /** Called for each post this instance published. */
  published?: (post: { id: number; slug: string }) => Promise<void> | void;
  pollMs?: number;
}

export interface PublicationClock {
  /** One pass now (also used by tests): publishes what is due; resolves to the ms until the next pass. */
  tick(): Promise<number>;
  /** Look again soon: a schedule was just saved on this instance. */
  nudge(): void;
  stop(): void;
}

export function createPublicationClock({ database, expire, published, pollMs = POLL_MS }: ClockDependencies): PublicationClock {
  /** The newest publication instant this instance's cache has seen (ms); undefined before the first pass. */
  let seen: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let running: Promise<number> | undefined;

  async function publishDue(db: Database): Promise<{ id: number; slug: string }[]> {
    return db.transaction(async (tx) => {
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
      return rows.map((row) => ({ id: row.id, slug: row.slug }));
    });
  }

  async function pass(): Promise<number> {
    const db = await database();
    const done = await publishDue(db);
    const [{ latest, next } = { latest: null, next: null }] = await db
      .select({
        latest: max(sql<Date>`case when ${posts.status} = 'published' then ${posts.publishedAt} end`),
        next: min(sql<Date>`case when ${posts.status} = 'scheduled' then ${posts.publishedAt} end`),
      })
      .from(posts);
    const latestMs = latest ? new Date(latest).getTime() : 0;
    // Published here or by another instance since the last pass: the cached pages are out of date.
    if (done.length > 0 || (seen !== undefined && latestMs > seen)) await expire();
    seen = Math.max(seen ?? 0, latestMs);
    for (const post of done) await published?.(post);
    if (done.length > 0) log.info('posts: published on schedule', { ids: done.map((post) => post.id) });
    const untilNext = next ? new Date(next).getTime() - Date.now() + LATE_MS : Infinity;
    return Math.max(LATE_MS, Math.min(pollMs, untilNext));
  }

  function tick(): Promise<number> {
    // One pass at a time: a nudge during a pass waits for it.
    running ??= pass().finally(() => (running = undefined));
    return running;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      tick().then(schedule, (error: unknown) => {
        log.warn('posts: the publication clock could not run; trying again', { error });
        schedule(pollMs);
      });
    }, delay);
    timer.unref?.();
  }

  schedule(0);
  return {
    tick,
    nudge: () => schedule(0),
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
