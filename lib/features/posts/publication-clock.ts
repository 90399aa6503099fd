/**
 * The publication clock: every instance publishes the scheduled posts whose moment has come and
 * expires its cached pages then, not at the next hourly revalidation (docs/admin.md, "States").
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

interface ClockState {
  readonly deps: ClockDependencies & { pollMs: number };
  /** The newest publication instant this instance's cache has seen (ms); undefined before the first pass. */
  seen?: number;
  timer?: ReturnType<typeof setTimeout>;
  stopped: boolean;
  running?: Promise<number>;
}

export function createPublicationClock({ pollMs = POLL_MS, ...deps }: ClockDependencies): PublicationClock {
  const clock: ClockState = { deps: { ...deps, pollMs }, stopped: false };
  schedule(clock, 0);
  return {
    tick: () => tick(clock),
    nudge: () => schedule(clock, 0),
    stop() {
      clock.stopped = true;
      clearTimeout(clock.timer);
    },
  };
}

function tick(clock: ClockState): Promise<number> {
  // One pass at a time: a nudge during a pass waits for it.
  clock.running ??= pass(clock).finally(() => (clock.running = undefined));
  return clock.running;
}

function schedule(clock: ClockState, delay: number) {
  if (clock.stopped) return;
  clearTimeout(clock.timer);
  clock.timer = setTimeout(() => {
    tick(clock).then(
      (next) => schedule(clock, next),
      (error: unknown) => {
        log.warn('posts: the publication clock could not run; trying again', { error });
        schedule(clock, clock.deps.pollMs);
      },
    );
  }, delay);
  clock.timer.unref?.();
}

/** Publishes what is due, expires the cache when anything was published anywhere, and says when to look again. */
async function pass(clock: ClockState): Promise<number> {
  const { database, expire, published, pollMs } = clock.deps;
  const db = await database();
  const done = await publishDue(db);
  const { latest, next } = await publicationInstants(db);
  // Published here or by another instance since the last pass: the cached pages are out of date.
  if (done.length > 0 || (clock.seen !== undefined && latest > clock.seen)) await expire();
  clock.seen = Math.max(clock.seen ?? 0, latest);
  for (const post of done) await published?.(post);
  if (done.length > 0) log.info('posts: published on schedule', { ids: done.map((post) => post.id) });
  const untilNext = next === undefined ? Infinity : next - Date.now() + LATE_MS;
  return Math.max(LATE_MS, Math.min(pollMs, untilNext));
}

/** One UPDATE … WHERE status = 'scheduled': instances that wake together publish each post once. */
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

/** The latest publication instant (ms, 0 when none) and the next scheduled one, if any. */
async function publicationInstants(db: Database): Promise<{ latest: number; next: number | undefined }> {
  const [{ latest, next } = { latest: null, next: null }] = await db
    .select({
      latest: max(sql<Date>`case when ${posts.status} = 'published' then ${posts.publishedAt} end`),
      next: min(sql<Date>`case when ${posts.status} = 'scheduled' then ${posts.publishedAt} end`),
    })
    .from(posts);
  return { latest: latest ? new Date(latest).getTime() : 0, next: next ? new Date(next).getTime() : undefined };
}
