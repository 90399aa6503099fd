/**
 * Experiments on the site's database (docs/experiments.md): drafts editors prepare, started and
 * stopped by an admin. Each move is one statement guarded by the row's state and version, so two
 * admins pressing "start" at once, or a start racing an edit, leave one outcome.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import * as z from 'zod/mini';
import type { Database } from '@/lib/infra/db/client';
import { isUniqueViolation } from '@/lib/infra/db/errors';
import { experiments, experimentVisitors, type ExperimentRow } from './tables';
import { experimentInput, type ExperimentGoal, type ExperimentInput, type ExperimentStatus, type ExperimentVariant } from './shared/experiment';

export interface Experiment {
  id: number;
  pageId: number;
  blockAnchor: string | null;
  name: string;
  status: ExperimentStatus;
  goal: ExperimentGoal;
  variants: ExperimentVariant[];
  winner: string | null;
  startedAt: Date | null;
  stoppedAt: Date | null;
  version: number;
}

const toExperiment = (row: ExperimentRow): Experiment => ({
  id: row.id,
  pageId: row.pageId,
  blockAnchor: row.blockAnchor,
  name: row.name,
  status: row.status as ExperimentStatus,
  goal: row.goal as ExperimentGoal,
  variants: row.variants,
  winner: row.winner,
  startedAt: row.startedAt,
  stoppedAt: row.stoppedAt,
  version: row.version,
});

export type Refusal = 'invalid' | 'not-found' | 'conflict' | 'not-draft' | 'not-running' | 'already-running' | 'unknown-winner';
export type Outcome = { ok: true; experiment: Experiment } | { ok: false; reason: Refusal; issues?: z.core.$ZodIssue[] };

function checked(input: unknown): { ok: true; value: ExperimentInput } | { ok: false; reason: 'invalid'; issues: z.core.$ZodIssue[] } {
  const parsed = z.safeParse(experimentInput, input);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'invalid', issues: parsed.error.issues };
}

const columnsOf = (input: ExperimentInput) => ({ name: input.name, goal: input.goal, blockAnchor: input.blockAnchor ?? null, variants: input.variants });

export async function createExperiment(db: Database, pageId: number, input: unknown, createdBy: number | null): Promise<Outcome> {
  const valid = checked(input);
  if (!valid.ok) return valid;
  const [row] = await db.insert(experiments).values({ pageId, ...columnsOf(valid.value), createdBy }).returning();
  return { ok: true, experiment: toExperiment(row!) };
}

export async function experimentById(db: Database, id: number): Promise<Experiment | null> {
  const [row] = await db.select().from(experiments).where(eq(experiments.id, id)).limit(1);
  return row ? toExperiment(row) : null;
}

export async function experimentsOfPage(db: Database, pageId: number): Promise<Experiment[]> {
  return (await db.select().from(experiments).where(eq(experiments.pageId, pageId)).orderBy(asc(experiments.id))).map(toExperiment);
}

/** Every running experiment (the server's table of pages under experiment). */
export async function runningExperiments(db: Database): Promise<Experiment[]> {
  return (await db.select().from(experiments).where(eq(experiments.status, 'running')).orderBy(asc(experiments.id))).map(toExperiment);
}

/** Why a guarded write changed nothing: the row is gone, moved on, or in another state. */
async function refusal(db: Database, id: number, version: number, state: ExperimentStatus): Promise<Outcome> {
  const current = await experimentById(db, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (current.version !== version) return { ok: false, reason: 'conflict' };
  return { ok: false, reason: state === 'draft' ? 'not-draft' : 'not-running' };
}

/** A draft's new name, goal, target and variants; refused once it has started. */
export async function updateExperiment(db: Database, id: number, version: number, input: unknown): Promise<Outcome> {
  const valid = checked(input);
  if (!valid.ok) return valid;
  const [row] = await db
    .update(experiments)
    .set({ ...columnsOf(valid.value), version: version + 1, updatedAt: new Date() })
    .where(and(eq(experiments.id, id), eq(experiments.version, version), eq(experiments.status, 'draft')))
    .returning();
  return row ? { ok: true, experiment: toExperiment(row) } : refusal(db, id, version, 'draft');
}

/** A draft starts: refused while another experiment runs on the same page. */
export async function startExperiment(db: Database, id: number, version: number, now = new Date()): Promise<Outcome> {
  try {
    const [row] = await db
      .update(experiments)
      .set({ status: 'running', startedAt: now, version: version + 1, updatedAt: now })
      .where(and(eq(experiments.id, id), eq(experiments.version, version), eq(experiments.status, 'draft')))
      .returning();
    return row ? { ok: true, experiment: toExperiment(row) } : refusal(db, id, version, 'draft');
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: 'already-running' };
    throw error;
  }
}

/** A running experiment stops, with the variant declared the winner (or none). */
export async function stopExperiment(db: Database, id: number, version: number, winner: string | null, now = new Date()): Promise<Outcome> {
  const current = await experimentById(db, id);
  if (!current) return { ok: false, reason: 'not-found' };
  if (winner !== null && !current.variants.some((variant) => variant.key === winner)) return { ok: false, reason: 'unknown-winner' };
  const [row] = await db
    .update(experiments)
    .set({ status: 'stopped', stoppedAt: now, winner, version: version + 1, updatedAt: now })
    .where(and(eq(experiments.id, id), eq(experiments.version, version), eq(experiments.status, 'running')))
    .returning();
  return row ? { ok: true, experiment: toExperiment(row) } : refusal(db, id, version, 'running');
}

/** A draft deleted (its editors changed their mind); refused once it has started: its results are a record. */
export async function deleteExperiment(db: Database, id: number, version: number): Promise<Outcome> {
  const [row] = await db
    .delete(experiments)
    .where(and(eq(experiments.id, id), eq(experiments.version, version), eq(experiments.status, 'draft')))
    .returning();
  return row ? { ok: true, experiment: toExperiment(row) } : refusal(db, id, version, 'draft');
}

/** An experiment on the admin's list: with the visitors counted so far. */
export type ListedExperiment = Experiment & { visitors: number };

/** Every experiment, the newest first, with its visitors so far (the admin's list; a handful of rows a page). */
export async function listExperiments(db: Database): Promise<ListedExperiment[]> {
  const counts = db
    .select({ experimentId: experimentVisitors.experimentId, visitors: sql<number>`count(*)`.as('visitors') })
    .from(experimentVisitors)
    .groupBy(experimentVisitors.experimentId)
    .as('counts');
  const rows = await db
    .select({ row: experiments, visitors: counts.visitors })
    .from(experiments)
    .leftJoin(counts, eq(counts.experimentId, experiments.id))
    .orderBy(desc(experiments.id));
  return rows.map(({ row, visitors }) => ({ ...toExperiment(row), visitors: Number(visitors ?? 0) }));
}
