/**
 * Counting an experiment's participants and conversions (docs/experiments.md, "Counting"): told of
 * the first-party analytics' kept page views and events (lib/features/analytics, observeAnalytics),
 * it records a participant when a consenting visitor's page view is of a page under experiment,
 * and a conversion when that participant's event is the experiment's goal. Rows wait in a bounded
 * buffer and are written once a second, one insert and one update a batch; the visitor's identifier
 * never leaves this module (only a hash per experiment is stored).
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ObservedEvent } from '@/lib/features/analytics';
import type { Database } from '@/lib/infra/db/client';
import { lookupTrial, runningTrials, type Trial } from '@/lib/infra/routing/experiment-table.mjs';
import { chooseVariant, optedOut, trialCookies, visitorIdOf } from '@/lib/infra/routing/variant-choice.mjs';
import { experimentVisitors } from './tables';


/** A participant's row for one experiment: 16 hex digits of a hash of the experiment and the identifier. */
export function participantOf(experimentId: number, visitorId: string): string {
  return createHash('sha256').update(`participant:${experimentId}:${visitorId}`).digest('hex').slice(0, 16);
}

interface Exposure {
  experimentId: number;
  visitor: string;
  variant: string;
  locale: string;
  device: string;
}

export interface CounterOptions {
  database: () => Promise<Database>;
  /** The running experiments (the process's table, or a test's). */
  lookup?: (path: string) => Trial | undefined;
  running?: () => readonly Trial[];
  /** Rows waiting at most; past it new ones are dropped (a flood of made-up identifiers). */
  capacity?: number;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export function createParticipantCounter({ database, lookup = lookupTrial, running = runningTrials, capacity = 10_000, intervalMs = 1000, onError = () => {} }: CounterOptions) {
  const exposures = new Map<string, Exposure>();
  const conversions = new Map<string, { experimentId: number; visitor: string }>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;
  let dropped = 0;

  const pending = () => exposures.size + conversions.size;

  function schedule() {
    if (timer || intervalMs <= 0) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, intervalMs);
    timer.unref?.();
  }

  /** The kept events of one request: participants and conversions of the running experiments. */
  function observe(events: readonly ObservedEvent[], headers: Pick<Headers, 'get'>): void {
    const cookies = trialCookies(headers.get('cookie') ?? undefined);
    const visitorId = visitorIdOf(cookies.id);
    if (cookies.consent !== 'all' || visitorId === null || optedOut(headers)) return;
    for (const event of events) {
      if (pending() >= capacity) {
        dropped += 1;
        continue;
      }
      if (event.kind === 'pageview') {
        const trial = lookup(event.path);
        if (!trial) continue;
        const visitor = participantOf(trial.id, visitorId);
        const key = `${trial.id}:${visitor}`;
        // The first page view describes the participant (its language and device), as in the table.
        if (exposures.has(key)) continue;
        const variant = chooseVariant(trial.id, visitorId, trial.variants).key;
        exposures.set(key, { experimentId: trial.id, visitor, variant, locale: event.locale, device: event.device ?? '' });
      } else {
        for (const trial of running()) {
          if (trial.goal !== event.name) continue;
          const visitor = participantOf(trial.id, visitorId);
          conversions.set(`${trial.id}:${visitor}`, { experimentId: trial.id, visitor });
        }
      }
    }
    schedule();
  }

  async function write(): Promise<void> {
    const seen = [...exposures.values()];
    const converted = [...conversions.values()];
    exposures.clear();
    conversions.clear();
    if (seen.length === 0 && converted.length === 0) return;
    const db = await database();
    // Participants first: a conversion in the same batch finds its row. A conversion counts only
    // for a participant (never one whose page view was not counted), once.
    if (seen.length > 0) await db.insert(experimentVisitors).values(seen).onConflictDoNothing();
    if (converted.length > 0) {
      const pairs = sql.join(
        converted.map((row) => sql`(${row.experimentId}::integer, ${row.visitor}::char(16))`),
        sql`, `,
      );
      await db.execute(sql`update experiment_visitors set converted_at = now() where converted_at is null and (experiment_id, visitor) in (${pairs})`);
    }
  }

  /** Writes what waits (one write at a time; a failed batch is dropped and reported). */
  async function flush(): Promise<void> {
    while (writing) await writing;
    if (pending() === 0) return;
    writing = write()
      .catch((error: unknown) => onError(error))
      .finally(() => {
        writing = undefined;
      });
    await writing;
  }

  return {
    observe,
    flush,
    stats: () => ({ pending: pending(), dropped }),
    async close() {
      if (timer) clearTimeout(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type ParticipantCounter = ReturnType<typeof createParticipantCounter>;
