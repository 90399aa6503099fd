/**
 * The experiments' part of a running server: the table of running experiments kept current, and
 * the counter of participants the analytics tell of each kept page view and event (lib/startup.ts
 * wires both). One counter a process, on globalThis (Next.js bundles route handlers and startup apart).
 */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { log } from '@/lib/infra/log.mjs';
import type { ObservedEvent } from '@/lib/features/analytics';
import { createParticipantCounter, type ParticipantCounter } from './counting';
import { startExperimentTable, stopExperimentTable } from './live';

const COUNTER = Symbol.for('otailo.experiments.counter');
type Holder = { [COUNTER]?: ParticipantCounter };

function counter(): ParticipantCounter {
  const holder = globalThis as Holder;
  return (holder[COUNTER] ??= createParticipantCounter({ database: getDatabase, onError: (error) => log.error('experiments: participants not written', { error }) }));
}

/** Participants and conversions of the running experiments, from the analytics' kept events. */
export function countParticipants(events: readonly ObservedEvent[], headers: Pick<Headers, 'get'>): void {
  counter().observe(events, headers);
}

/** Writes the participants waiting now (tests; shutdown). */
export const flushParticipants = () => counter().flush();

export async function startExperiments(pollMs: number): Promise<void> {
  await startExperimentTable(getDatabase, pollMs);
}

export async function stopExperiments(): Promise<void> {
  await counter().close();
  await stopExperimentTable();
}
