/**
 * Applications are personal data kept for a stated time (APPLICATIONS_RETENTION_DAYS, said on the
 * form and in the confirmation mail): an hourly sweep on every instance deletes the older ones with
 * their CVs, and CV files no row names (a write whose row never committed, a delete stopped before
 * its file). Deleting twice is harmless, so instances need not take turns.
 */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import { cvFilesOlderThan, cvFolderFromEnv, deleteCv, removeCvFile, type CvFolder } from './cv-files';
import { createApplicationStore, type ApplicationStore } from './store';

const DAY_MS = 86_400_000;
/** Rows deleted per statement: a run after a long pause deletes in steps, each statement short. */
const BATCH = 200;
/** A file younger than this may belong to an application being stored right now. */
const ORPHAN_GRACE_MS = 3_600_000;
const SWEEP_EVERY_MS = 3_600_000;

export interface SweepResult {
  /** Applications deleted (each with its CV). */
  applications: number;
  /** CV files deleted that no application named. */
  orphans: number;
  /** A full batch was deleted: more may be due. */
  more: boolean;
}

/** One pass: a batch of expired applications and their files, then the files no row names. */
export async function sweepApplications({ store, folder, retentionDays, now = new Date() }: { store: ApplicationStore; folder: CvFolder; retentionDays: number; now?: Date }): Promise<SweepResult> {
  const keys = await store.removeOlderThan(new Date(now.getTime() - retentionDays * DAY_MS), BATCH);
  for (const key of keys) await deleteCv(key, folder);
  let orphans = 0;
  const old = await cvFilesOlderThan(folder, new Date(now.getTime() - ORPHAN_GRACE_MS));
  for (let start = 0; start < old.length; start += BATCH) {
    const chunk = old.slice(start, start + BATCH);
    const inUse = await store.keysInUse(chunk);
    for (const name of chunk.filter((candidate) => !inUse.has(candidate))) {
      await removeCvFile(name, folder);
      orphans += 1;
    }
  }
  return { applications: keys.length, orphans, more: keys.length === BATCH };
}

const KEY = Symbol.for('otailo.applications-retention');
type Holder = { [KEY]?: PollLoop };

/** Starts this process's hourly sweep (once). */
export function startApplicationRetention(): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  const loop = createPollLoop(
    () => sweepApplications({ store: createApplicationStore(getDatabase), folder: cvFolderFromEnv(), retentionDays: getEnv().APPLICATIONS_RETENTION_DAYS }),
    { pollMs: SWEEP_EVERY_MS, name: 'applications: retention' },
  );
  holder[KEY] = loop;
  loop.start();
}

export async function stopApplicationRetention(): Promise<void> {
  const holder = globalThis as Holder;
  const loop = holder[KEY];
  delete holder[KEY];
  await loop?.stop();
}
