/**
 * The publication clock, for every kind of content: each instance publishes the scheduled entries
 * whose moment has come and expires their cached pages then, not at the next hourly revalidation
 * (docs/admin.md, "States"). Each kind says how it publishes (a `Schedule`).
 */
import type { Database } from '@/lib/infra/db/client';
import { log } from '@/lib/infra/log.mjs';
import type { ContentLanguage } from './shared/workflow';

export const POLL_MS = 5_000;
/** Woken this much after the instant, so the database's clock has surely passed it too. */
const LATE_MS = 25;

/** An entry the clock published: its address, and what its author's notice names. */
export interface PublishedEntry {
  id: number;
  slug: string;
  title: string;
  language: ContentLanguage;
  ownerId: number | null;
}

/** A kind of content that can be scheduled. */
export interface Schedule {
  /** 'post', 'story': audit entries and logs name it. */
  kind: string;
  /** The cache tag its public pages are read under. */
  tag: string;
  /** One UPDATE … WHERE status = 'scheduled' AND published_at <= now(): instances that wake together publish each entry once. */
  publishDue(db: Database): Promise<PublishedEntry[]>;
  /** The latest publication instant (ms, 0 when none) and the next scheduled one, if any. */
  instants(db: Database): Promise<{ latest: number; next: number | undefined }>;
}

export interface ClockDependencies {
  database: () => Promise<Database>;
  schedules: readonly Schedule[];
  /** Expires these cache tags on this instance, or everywhere with Redis. */
  expire: (tags: string[]) => Promise<void>;
  /** Called for each entry this instance published. */
  published?: (kind: string, entry: PublishedEntry) => Promise<void> | void;
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
  /** Per kind, the newest publication instant this instance's cache has seen (ms); absent before the first pass. */
  seen: Map<string, number>;
  timer?: ReturnType<typeof setTimeout>;
  stopped: boolean;
  running?: Promise<number>;
}

export function createPublicationClock({ pollMs = POLL_MS, ...deps }: ClockDependencies): PublicationClock {
  const clock: ClockState = { deps: { ...deps, pollMs }, seen: new Map(), stopped: false };
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
        log.warn('publishing: the publication clock could not run; trying again', { error });
        schedule(clock, clock.deps.pollMs);
      },
    );
  }, delay);
  clock.timer.unref?.();
}

/** Publishes what is due of every kind, expires the caches of kinds published anywhere, and says when to look again. */
async function pass(clock: ClockState): Promise<number> {
  const { database, schedules, expire, published, pollMs } = clock.deps;
  const db = await database();
  const stale: string[] = [];
  let untilNext = Infinity;
  for (const kind of schedules) {
    const done = await kind.publishDue(db);
    const { latest, next } = await kind.instants(db);
    // Published here or by another instance since the last pass: the cached pages are out of date.
    const seen = clock.seen.get(kind.kind);
    if (done.length > 0 || (seen !== undefined && latest > seen)) stale.push(kind.tag);
    clock.seen.set(kind.kind, Math.max(seen ?? 0, latest));
    for (const entry of done) await published?.(kind.kind, entry);
    if (done.length > 0) log.info('publishing: published on schedule', { kind: kind.kind, ids: done.map((entry) => entry.id) });
    if (next !== undefined) untilNext = Math.min(untilNext, next - Date.now() + LATE_MS);
  }
  if (stale.length > 0) await expire(stale);
  return Math.max(LATE_MS, Math.min(pollMs, untilNext));
}
