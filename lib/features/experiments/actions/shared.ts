import 'server-only';
/**
 * What the experiments' actions share: the role steps (`experiments` to prepare, `experiments.run`
 * to start and stop), the rate of an account's changes, the store's refusals as the screens' and
 * the refused fields by path.
 */
import type * as z from 'zod/mini';
import { consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { signedInWith } from '@/lib/features/people';
import type { Denied } from '@/lib/features/people/shared/types';
import { EXPERIMENT_ERROR_CODES, type ExperimentFieldErrors, type ExperimentFormState, type ExperimentProblem, type SaveExperimentResult } from '../shared/admin';

/** Changes one account may make to experiments a minute (each may write a row and an audit entry). */
export const EXPERIMENT_RATE = { name: 'experiment-change', points: 60, durationSeconds: 60 } as const satisfies RateLimitPolicy;

export const refused = (problem: ExperimentProblem, extra: Partial<Extract<ExperimentFormState, { status: 'refused' }>> = {}): ExperimentFormState => ({ status: 'refused', problem, at: Date.now(), ...extra });

const deniedProblem = (reason: Denied): ExperimentProblem => (reason === 'signed-out' ? 'signed-out' : reason === 'bad-origin' ? 'bad-origin' : 'forbidden');

/** Admins and editors: preparing drafts (create, edit, delete). */
export const mayPrepare = signedInWith('experiments', (reason): ExperimentFormState => refused(deniedProblem(reason)));
export const mayPrepareCalled = signedInWith('experiments', (reason): SaveExperimentResult => ({ ok: false, problem: deniedProblem(reason) }));
/** Admins: starting, stopping, promoting a winner. */
export const mayRun = signedInWith('experiments.run', (reason): ExperimentFormState => refused(deniedProblem(reason)));

/** Whether the account wrote too often this minute. */
export async function tooFast(userId: number): Promise<boolean> {
  return !(await consume(EXPERIMENT_RATE, `user:${userId}`)).allowed;
}

/** The block library's error codes (`Blocks.errors`): what a variant's block fields are refused with. */
const BLOCK_CODES = new Set(['required', 'tooLong', 'tooLarge', 'tooMany', 'tooFew', 'invalid', 'invalidUrl', 'invalidMedia', 'invalidDate', 'duplicateAnchor']);
const OWN_CODES = new Set<string>(EXPERIMENT_ERROR_CODES);
/** At most this many refused fields are answered: a hostile post of 4 × 40 broken blocks still answers small. */
const MAX_ERRORS = 100;

/** A refused input's issues as refused fields by path (`name`, `variants.1.weight`, `variants.1.blocks.0.heading`). */
export function fieldErrorsOf(issues: readonly z.core.$ZodIssue[]): ExperimentFieldErrors {
  const errors: ExperimentFieldErrors = {};
  for (const issue of issues.slice(0, MAX_ERRORS)) {
    const path = issue.path.map(String);
    const inBlocks = path[0] === 'variants' && (path[2] === 'blocks' || path[2] === 'block');
    const code = (inBlocks ? BLOCK_CODES : OWN_CODES).has(issue.message) ? issue.message : 'invalid';
    errors[path.join('.') || 'form'] ??= code;
  }
  return errors;
}
