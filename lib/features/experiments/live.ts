/**
 * Keeps this process's table of running experiments (lib/infra/routing/experiment-table.mjs) equal
 * to the database: loaded at start, reloaded at once after a change made here, and polled every
 * REDIRECTS_POLL_MS for changes made on other instances (a handful of rows: one small query).
 */
import 'server-only';
import { sql } from 'drizzle-orm';
import { pageSitePath } from '@/lib/features/pages';
import { publicReads } from '@/lib/features/publishing';
import type { Database } from '@/lib/infra/db/client';
import { queryRows } from '@/lib/infra/db/queries';
import { replaceExperimentTable, type Trial } from '@/lib/infra/routing/experiment-table.mjs';
import type { Locale } from '@/lib/infra/routing/locales';
import { createPollLoop, type PollLoop } from '@/lib/infra/util/poll-loop';
import type { ExperimentVariant } from './shared/experiment';

/** The cache tag of the experiments' public reads (the variant route's). */
export const EXPERIMENTS_TAG = 'experiments';

/** The variants column as a raw query returns it: parsed by postgres.js, a JSON string from PGlite. */
export const variantsOf = (value: ExperimentVariant[] | string): ExperimentVariant[] => (typeof value === 'string' ? (JSON.parse(value) as ExperimentVariant[]) : value);

interface RunningRow {
  id: number;
  goal: string;
  variants: ExperimentVariant[] | string;
  key: string | null;
  slug: string | null;
  language: Locale;
}

/** The running experiments with their pages' public paths. */
export async function loadTrials(db: Database): Promise<Trial[]> {
  const rows = await queryRows<RunningRow>(
    db,
    sql`select e.id, e.goal, e.variants, p.key, p.slug, p.language from experiments e join pages p on p.id = e.page_id where e.status = 'running' order by e.id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    path: pageSitePath({ key: row.key, slug: row.slug, language: row.language }),
    goal: row.goal,
    variants: variantsOf(row.variants).map(({ key, weight }) => ({ key, weight })),
  }));
}

const LOOP = Symbol.for('otailo.experiments.loop');
type Holder = { [LOOP]?: PollLoop };

/** Loads the table now and then every `pollMs`. */
export async function startExperimentTable(database: () => Promise<Database>, pollMs: number): Promise<void> {
  const holder = globalThis as Holder;
  if (holder[LOOP]) return;
  const reload = async () => {
    replaceExperimentTable(await loadTrials(await database()));
    return { more: false };
  };
  await reload().catch(() => undefined); // the loop logs and retries
  holder[LOOP] = createPollLoop(reload, { pollMs, name: 'experiments: table' });
  holder[LOOP].start();
}

export async function stopExperimentTable(): Promise<void> {
  const holder = globalThis as Holder;
  await holder[LOOP]?.stop();
  holder[LOOP] = undefined;
}

/**
 * After an experiment starts, stops or its winner is promoted (inside the server action): the
 * variant pages' cache is expired and this process's table reloaded before the action answers.
 */
export async function experimentsChanged(db: Database): Promise<void> {
  publicReads(EXPERIMENTS_TAG).changed();
  replaceExperimentTable(await loadTrials(db));
  (globalThis as Holder)[LOOP]?.kick();
}
