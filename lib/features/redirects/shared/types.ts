/** What the redirects screen and its actions exchange (plain values, browser-safe). */
import type { Denied } from '@/lib/features/people/shared/types';
import type { FieldProblem, RedirectField } from './input';
import type { GraphProblem } from './rules';

export type RedirectFormState =
  | { status: 'idle' }
  | { status: 'invalid'; errors: Partial<Record<RedirectField, FieldProblem>>; values: Partial<Record<RedirectField, string>> }
  /** Valid, but the table would get a loop or a second hop, the source is taken, or the table is full (MAX_REDIRECTS). */
  | { status: 'refused'; problem: GraphProblem | 'taken' | 'full'; values: Partial<Record<RedirectField, string>> }
  /** The source is a live page: saved only when sent again with the confirmation ticked. */
  | { status: 'confirm'; values: Partial<Record<RedirectField, string>> }
  | { status: 'saved'; source: string }
  | { status: 'removed'; source: string }
  | { status: 'failed'; reason: 'not-found' | 'unknown' }
  | { status: 'denied'; reason: Denied };

export type ImportLineProblem = FieldProblem | GraphProblem | 'columns' | 'duplicate';
export type ImportFileProblem = 'empty' | 'too-large' | 'too-many-rows' | 'cell-too-long' | 'unterminated-quote' | 'table-full';

export type RedirectImportState =
  | { status: 'idle' }
  | { status: 'imported'; count: number; at: number }
  | { status: 'refused'; file?: ImportFileProblem; line?: number; lines: { line: number; problems: ImportLineProblem[] }[]; more: number; at: number }
  | { status: 'failed'; at: number }
  | { status: 'denied'; reason: Denied; at: number };
