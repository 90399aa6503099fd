'use server';
/**
 * The experiments' admin actions (docs/experiments.md, "Workflow"). Editors and admins prepare
 * (`experiments`: create, edit and delete drafts), admins run (`experiments.run`: start, stop,
 * promote the winner); the role is the chain's first step, inside each action. Every move is one
 * guarded statement of the store (state and version), audited; a refusal is answered by name
 * (`Admin.experiments.problems`), never thrown. After a start, a stop or a promotion the running
 * table and the variant pages' cache follow at once (`experimentsChanged`), and a promoted winner
 * goes through the page service, which expires the pages' public cache.
 *
 * Stopping with a winner other than the control: the checks first (the page is live, its working
 * copy holds no unpublished change, the block tried is still there), then the experiment stops,
 * then the winner is published as the page's next revision. If the page refuses at that last step
 * (someone changed it in between), the experiment is stopped with its winner declared and the page
 * as it was: the screen says so and offers to publish the winner again (`promoteWinnerAction`).
 */
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { getDatabase } from '@/lib/infra/db';
import { flagField, localeField, serialIdField, textField, versionField } from '@/lib/infra/http/form-fields';
import { actionClient } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { audit } from '@/lib/features/audit';
import { adminPages, pageService, pageSitePath } from '@/lib/features/pages';
import type { AuthUser } from '@/lib/features/people';
import { PAGE_LIMITS } from '@/lib/features/pages/shared/limits';
import { experimentsChanged } from '../live';
import { liveBlocksOf, promotionOf } from '../promotion';
import { createExperiment, deleteExperiment, experimentById, startExperiment, stopExperiment, updateExperiment, type Experiment } from '../store';
import type { ExperimentFieldErrors, ExperimentFormState, SaveExperimentResult } from '../shared/admin';
import { CONTROL } from '../shared/experiment';
import { fieldErrorsOf, mayPrepare, mayPrepareCalled, mayRun, refused, tooFast } from './shared';

/** The variants' keys in the order a new experiment gives them (the first is the control). */
const KEYS = [CONTROL, 'b', 'c', 'd'] as const;
/** The weight fields of the new-experiment form, one per possible variant. */
const WEIGHT_FIELDS = ['weight_control', 'weight_b', 'weight_c', 'weight_d'] as const;
/** A weight left blank: every blank variant gets the same share. */
const DEFAULT_WEIGHT = 50;

const target = (experiment: Pick<Experiment, 'id'>) => `experiment:${experiment.id}`;
const now = () => Date.now();

/** Weights are whole numbers 1–100 (the schema says so, by field); a blank one is the default. */
const weightOf = (text: string): number => (text.trim() === '' ? DEFAULT_WEIGHT : Number(text.trim()));

/**
 * A new draft on a page: the control (the page as it is) and one to three variants, each a copy of
 * the blocks visitors see on the page now (or of the block tried), with its share of traffic.
 * Posted by a form (it works without JavaScript); on success, the experiment's screen.
 */
export const createExperimentAction = actionClient
  .input(
    z.object({
      locale: localeField,
      page: serialIdField,
      target: textField(60),
      name: textField(400),
      goal: textField(40),
      weight_control: textField(12),
      weight_b: textField(12),
      weight_c: textField(12),
      weight_d: textField(12),
      include_c: flagField,
      include_d: flagField,
    }),
  )
  .use(mayPrepare)
  .onInvalid(() => refused('invalid'))
  .stateAction(async ({ input, ctx: user }): Promise<ExperimentFormState> => {
    const values: Record<string, string> = {
      target: input.target,
      name: input.name,
      goal: input.goal,
      ...Object.fromEntries(WEIGHT_FIELDS.map((field) => [field, input[field]])),
      include_c: input.include_c ? '1' : '',
      include_d: input.include_d ? '1' : '',
    };
    if (input.page === null) return refused('page-not-found', { values });
    if (await tooFast(user.id)) return refused('rate-limited', { values });
    let created: number;
    try {
      const page = await adminPages.byId(input.page);
      if (!page) return refused('page-not-found', { values });
      const { blocks } = await liveBlocksOf(page);
      if (blocks.length === 0) return refused('page-empty', { values });
      const anchor = input.target.trim();
      const tried = anchor ? blocks.find((block) => block.anchor === anchor) : undefined;
      if (anchor && !tried) return refused('block-gone', { values, errors: { target: 'invalid' } });
      // The rows the form sent, in order: the control, b, then c and d when asked for (keys given in turn).
      const fields = WEIGHT_FIELDS.filter((field) => field === 'weight_control' || field === 'weight_b' || (field === 'weight_c' && input.include_c) || (field === 'weight_d' && input.include_d));
      const variants = fields.map((field, index) =>
        index === 0
          ? { key: CONTROL, weight: weightOf(input[field]) }
          : { key: KEYS[index]!, weight: weightOf(input[field]), ...(tried ? { block: structuredClone(tried) } : { blocks: structuredClone(blocks) }) },
      );
      const db = await getDatabase();
      const outcome = await createExperiment(db, page.id, { name: input.name, goal: input.goal, blockAnchor: anchor || undefined, variants }, user.id);
      if (!outcome.ok) return refused('invalid', { values, errors: formErrors(fieldErrorsOf(outcome.issues ?? []), fields) });
      const { experiment } = outcome;
      await audit({
        actor: user,
        action: 'experiment.created',
        target: target(experiment),
        detail: { name: experiment.name, pageId: page.id, path: pageSitePath(page), blockAnchor: experiment.blockAnchor, goal: experiment.goal, split: split(experiment) },
      });
      created = experiment.id;
    } catch (error) {
      log.error('admin: creating an experiment failed', { error });
      return refused('failed', { values });
    }
    redirect(localizedPath(input.locale, `/manage/experiments/${created}?created=1`));
  });

/** The schema's refused paths as the new-experiment form's fields (a weight by its row; what is not a field, the form's). */
function formErrors(errors: ExperimentFieldErrors, fields: readonly string[]): ExperimentFieldErrors {
  const out: ExperimentFieldErrors = {};
  for (const [path, code] of Object.entries(errors)) {
    const weight = /^variants\.(\d+)\.weight$/.exec(path);
    const field = path === 'name' || path === 'goal' ? path : path === 'blockAnchor' ? 'target' : weight ? fields[Number(weight[1])] : 'form';
    out[field ?? 'form'] ??= code;
  }
  return out;
}

const split = (experiment: Pick<Experiment, 'variants'>) => experiment.variants.map(({ key, weight }) => ({ key, weight }));

const id = z.number().check(z.int(), z.positive(), z.lte(2 ** 31 - 1));

/** The variant editor's save: a draft's name, goal and variants (the target stays), from the version it opened. */
const saveInput = z.object({
  locale: z.catch(z.enum(['en', 'es']), 'en'),
  id,
  version: id,
  name: z.string().check(z.maxLength(400)),
  goal: z.string().check(z.maxLength(40)),
  /** Checked by the store's schema (the page builder's blocks); here only their size, first. */
  variants: z.unknown(),
});

/** Bytes of a value as JSON (UTF-8); one that is no JSON (a cycle a client built) counts as too large. */
function bytesOf(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value ?? null)).length;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/** Each variant's blocks are bounded as a page's are (256 kB); the whole post as four of them. */
function oversized(variants: unknown): boolean {
  if (bytesOf(variants) > 4 * (PAGE_LIMITS.blocksBytes + 8 * 1024)) return true;
  return Array.isArray(variants) && variants.some((variant) => bytesOf(variant) > PAGE_LIMITS.blocksBytes + 1024);
}

export const saveExperimentAction = actionClient
  .input(saveInput)
  .use(mayPrepareCalled)
  .onInvalid((): SaveExperimentResult => ({ ok: false, problem: 'invalid' }))
  .callAction(async ({ input, ctx: user }): Promise<SaveExperimentResult> => {
    if (oversized(input.variants)) return { ok: false, problem: 'too-large' };
    if (await tooFast(user.id)) return { ok: false, problem: 'rate-limited' };
    try {
      const db = await getDatabase();
      const current = await experimentById(db, input.id);
      if (!current) return { ok: false, problem: 'not-found' };
      const outcome = await updateExperiment(db, input.id, input.version, { name: input.name, goal: input.goal, blockAnchor: current.blockAnchor ?? undefined, variants: input.variants });
      if (!outcome.ok) {
        if (outcome.reason === 'invalid') return { ok: false, problem: 'invalid', errors: fieldErrorsOf(outcome.issues ?? []) };
        return { ok: false, problem: outcome.reason, ...(outcome.reason === 'conflict' ? { version: (await experimentById(db, input.id))?.version ?? current.version } : {}) };
      }
      const { experiment } = outcome;
      await audit({ actor: user, action: 'experiment.updated', target: target(experiment), detail: { name: experiment.name, goal: experiment.goal, version: experiment.version, split: split(experiment) } });
      return { ok: true, version: experiment.version };
    } catch (error) {
      log.error('admin: saving an experiment failed', { error });
      return { ok: false, problem: 'failed' };
    }
  });

const moveInput = z.object({ locale: localeField, id: serialIdField, version: versionField });

/** A draft deleted (a started experiment stays: its results are a record); then the list. */
export const deleteExperimentAction = actionClient
  .input(moveInput)
  .use(mayPrepare)
  .onInvalid(() => refused('not-found'))
  .stateAction(async ({ input, ctx: user }): Promise<ExperimentFormState> => {
    if (input.id === null) return refused('not-found');
    if (await tooFast(user.id)) return refused('rate-limited');
    try {
      const outcome = await deleteExperiment(await getDatabase(), input.id, input.version);
      if (!outcome.ok) return refused(outcome.reason);
      await audit({ actor: user, action: 'experiment.deleted', target: target(outcome.experiment), detail: { name: outcome.experiment.name, pageId: outcome.experiment.pageId } });
    } catch (error) {
      log.error('admin: deleting an experiment failed', { error });
      return refused('failed');
    }
    redirect(localizedPath(input.locale, '/manage/experiments?deleted=1'));
  });

/** A draft starts: its page must be live (and still hold the block tried); one experiment runs on a page at a time. */
export const startExperimentAction = actionClient
  .input(moveInput)
  .use(mayRun)
  .onInvalid(() => refused('not-found'))
  .stateAction(async ({ input, ctx: user }): Promise<ExperimentFormState> => {
    if (input.id === null) return refused('not-found');
    if (await tooFast(user.id)) return refused('rate-limited');
    try {
      const db = await getDatabase();
      const experiment = await experimentById(db, input.id);
      if (!experiment) return refused('not-found');
      if (experiment.version !== input.version) return refused('conflict', { version: experiment.version });
      if (experiment.status !== 'draft') return refused('not-draft');
      const page = await adminPages.byId(experiment.pageId);
      if (!page) return refused('page-not-found');
      const { blocks, live } = await liveBlocksOf(page);
      if (!live) return refused('page-not-live');
      if (experiment.blockAnchor !== null && !blocks.some((block) => block.anchor === experiment.blockAnchor)) return refused('block-gone');
      const outcome = await startExperiment(db, experiment.id, input.version);
      if (!outcome.ok) return refused(outcome.reason, outcome.reason === 'conflict' ? { version: (await experimentById(db, experiment.id))?.version } : {});
      await audit({
        actor: user,
        action: 'experiment.started',
        target: target(experiment),
        detail: { name: experiment.name, pageId: page.id, path: pageSitePath(page), blockAnchor: experiment.blockAnchor, goal: experiment.goal, split: split(experiment) },
      });
      await experimentsChanged(db);
    } catch (error) {
      log.error('admin: starting an experiment failed', { error });
      return refused('failed');
    }
    redirect(donePath(input.locale, input.id, { status: 'started', at: now() }));
  });

/**
 * The winner's blocks published as the page's next revision (checked again: the page may have
 * changed since the experiment stopped), and the audit entry. Its refusal leaves the page as it was.
 */
async function promoteWinner(user: AuthUser, experiment: Experiment, winner: string): Promise<ExperimentFormState> {
  const promotion = await promotionOf(experiment, winner);
  if (!promotion.ok) return { status: 'stopped-not-promoted', winner, problem: promotion.problem, at: now() };
  let revision = promotion.page.publishedRevision;
  if (!promotion.already) {
    const published = await pageService().publishContent(user, promotion.page.id, promotion.page.version, promotion.content, { experiment: experiment.id, winner });
    if (!published.ok) return { status: 'stopped-not-promoted', winner, problem: 'page-refused', pageReason: published.reason, at: now() };
    revision = published.page.publishedRevision;
  }
  await audit({
    actor: user,
    action: 'experiment.promoted',
    target: target(experiment),
    detail: { name: experiment.name, winner, pageId: promotion.page.id, path: pageSitePath(promotion.page), revision, already: promotion.already },
  });
  return { status: 'promoted', winner, at: now() };
}

/**
 * A running experiment stops: with no winner or the control (the page stays as it is), or with
 * another variant, whose blocks then become the page's published content. Asked twice: the first
 * post answers what will happen (`confirm`), the second (`confirm=1`) does it.
 */
export const stopExperimentAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField, version: versionField, winner: textField(20), confirm: flagField }))
  .use(mayRun)
  .onInvalid(() => refused('not-found'))
  .stateAction(async ({ input, ctx: user }): Promise<ExperimentFormState> => {
    if (input.id === null) return refused('not-found');
    const winner = input.winner.trim() || null;
    let result: ExperimentFormState;
    try {
      const db = await getDatabase();
      const experiment = await experimentById(db, input.id);
      if (!experiment) return refused('not-found');
      if (experiment.version !== input.version) return refused('conflict', { version: experiment.version });
      if (experiment.status !== 'running') return refused('not-running');
      if (winner !== null && !experiment.variants.some((variant) => variant.key === winner)) return refused('unknown-winner');
      const promote = winner !== null && winner !== experiment.variants[0]?.key;
      // What would stop the promotion is said before anything changes: the experiment keeps running.
      if (promote) {
        const promotion = await promotionOf(experiment, winner);
        if (!promotion.ok) return refused(promotion.problem);
      }
      if (!input.confirm) return { status: 'confirm', winner, at: now() };
      if (await tooFast(user.id)) return refused('rate-limited');
      const stopped = await stopExperiment(db, experiment.id, input.version, winner);
      if (!stopped.ok) return refused(stopped.reason, stopped.reason === 'conflict' ? { version: (await experimentById(db, experiment.id))?.version } : {});
      await audit({ actor: user, action: 'experiment.stopped', target: target(experiment), detail: { name: experiment.name, pageId: experiment.pageId, winner } });
      result = promote ? await promoteWinner(user, stopped.experiment, winner) : { status: 'stopped', winner, at: now() };
      await experimentsChanged(db);
    } catch (error) {
      log.error('admin: stopping an experiment failed', { error });
      return refused('failed');
    }
    redirect(donePath(input.locale, input.id, result));
  });

/** A stopped experiment's winner published to its page again (after the page refused it when the experiment stopped). */
export const promoteWinnerAction = actionClient
  .input(z.object({ locale: localeField, id: serialIdField }))
  .use(mayRun)
  .onInvalid(() => refused('not-found'))
  .stateAction(async ({ input, ctx: user }): Promise<ExperimentFormState> => {
    if (input.id === null) return refused('not-found');
    if (await tooFast(user.id)) return refused('rate-limited');
    let result: ExperimentFormState;
    try {
      const db = await getDatabase();
      const experiment = await experimentById(db, input.id);
      if (!experiment) return refused('not-found');
      if (experiment.status !== 'stopped') return refused('not-stopped');
      if (experiment.winner === null || experiment.winner === experiment.variants[0]?.key) return refused('no-winner');
      result = await promoteWinner(user, experiment, experiment.winner);
      if (result.status === 'stopped-not-promoted') return refused(result.problem, result.pageReason ? { pageReason: result.pageReason } : {});
      await experimentsChanged(db);
    } catch (error) {
      log.error('admin: promoting a winner failed', { error });
      return refused('failed');
    }
    redirect(donePath(input.locale, input.id, result));
  });

/**
 * The experiment's screen after a move, saying what happened (`?done=`): the screen is drawn again
 * from the database, with or without JavaScript.
 */
function donePath(locale: 'en' | 'es', id: number, result: ExperimentFormState): string {
  const query = new URLSearchParams();
  if (result.status === 'stopped-not-promoted') {
    query.set('done', 'not-promoted');
    query.set('problem', result.problem);
    if (result.pageReason) query.set('reason', result.pageReason);
  } else query.set('done', result.status);
  if ('winner' in result && result.winner) query.set('winner', result.winner);
  return localizedPath(locale, `/manage/experiments/${id}?${query}`);
}
