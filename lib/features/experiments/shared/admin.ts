/**
 * What the experiments' admin screens and their server actions say to each other (browser-safe):
 * the answers of the actions, the refusals by name (each has a sentence in
 * `Admin.experiments.problems` of messages/*.json), the refused fields by path.
 */
import type { PageRefusal } from '@/lib/features/pages/shared/types';

/** Why an action changed nothing (or, for `stopped-not-promoted`, only part of what was asked). */
export const EXPERIMENT_PROBLEMS = [
  'signed-out',
  'forbidden',
  'bad-origin',
  'rate-limited',
  'invalid',
  'too-large',
  'not-found',
  'conflict',
  'not-draft',
  'not-running',
  'not-stopped',
  'already-running',
  'unknown-winner',
  'no-winner',
  'page-not-found',
  'page-not-live',
  'page-empty',
  'page-has-changes',
  'block-gone',
  'page-refused',
  'failed',
] as const;
export type ExperimentProblem = (typeof EXPERIMENT_PROBLEMS)[number];

/**
 * Refused fields by path, each with a code: an experiment's own (`name`, `goal`, `target`,
 * `variants`, `variants.1.weight`: `Admin.experiments.errors`) or a block field's
 * (`variants.1.blocks.0.heading`: `Blocks.errors`).
 */
export type ExperimentFieldErrors = Record<string, string>;

/** The codes of an experiment's own fields (the others are the block library's). */
export const EXPERIMENT_ERROR_CODES = ['required', 'tooLong', 'invalid', 'tooFew', 'tooMany', 'duplicateKey', 'content', 'control', 'tooLarge'] as const;

/** The answer of the experiments' form actions (`useActionState`): the previous one is never trusted. */
export type ExperimentFormState =
  | { status: 'idle' }
  | { status: 'refused'; problem: ExperimentProblem; errors?: ExperimentFieldErrors; values?: Record<string, string>; version?: number; pageReason?: PageRefusal; at: number }
  /** Stop asks once more, naming what will happen to the page. */
  | { status: 'confirm'; winner: string | null; at: number }
  | { status: 'started' | 'stopped' | 'promoted'; winner?: string | null; at: number }
  /** Stopped with a winner, but the page refused its new content: the experiment is stopped, the page as it was. */
  | { status: 'stopped-not-promoted'; winner: string; pageReason?: PageRefusal; problem: ExperimentProblem; at: number };

/** The answer of the variant editor's save (a called action, its content as JSON). */
export type SaveExperimentResult =
  | { ok: true; version: number }
  | { ok: false; problem: ExperimentProblem; errors?: ExperimentFieldErrors; version?: number };
