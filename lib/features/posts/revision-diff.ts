/**
 * A readable comparison of two versions of a post: for each edited field that differs, the words
 * removed and added (the `diff` package's word diff, whitespace kept so paragraphs stay apart).
 * An author writes both texts, so the work is bounded: lines first, words only inside changed
 * hunks, every diff under an edit limit and one time budget shared by all fields.
 */
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import { COMPARED_FIELDS } from './shared/post-input';
import type { PostInput } from './shared/types';

export { COMPARED_FIELDS };

export type ComparedField = (typeof COMPARED_FIELDS)[number];

/**
 * Time one comparison (all fields) may take on the request thread: the server's limit for any
 * request's own work (docs/security.md). An ordinary edit compares in a few milliseconds; past this,
 * a field is shown as too different to compare.
 */
export const DIFF_BUDGET_MS = 100;
/** Edits past which two texts count as too different: Myers' diff costs (length × edits). */
const MAX_LINE_EDITS = 2_000;
const MAX_WORD_EDITS = 1_000;

export interface DiffPart {
  text: string;
  change: 'added' | 'removed' | null;
}

/**
 * A field's changes. `parts` null: too different to compare within the budget. `wholeLines`: some
 * changed lines are shown whole (removed, then added), not word by word.
 */
export interface FieldDiff {
  field: ComparedField;
  parts: DiffPart[] | null;
  wholeLines: boolean;
}

/** The fields that differ from `before` to `after`, with their changes, within `budgetMs` in all. */
export function diffPosts(before: Partial<PostInput>, after: Partial<PostInput>, budgetMs = DIFF_BUDGET_MS): FieldDiff[] {
  return diffFields(before, after, COMPARED_FIELDS, budgetMs);
}

/** The same comparison for any entry's text fields (a customer story's, against the words its translation was made from). */
export function diffFields<F extends string>(
  before: Partial<Record<F, unknown>>,
  after: Partial<Record<F, unknown>>,
  fields: readonly F[],
  budgetMs = DIFF_BUDGET_MS,
): (Omit<FieldDiff, 'field'> & { field: F })[] {
  const deadline = Date.now() + budgetMs;
  const changes: (Omit<FieldDiff, 'field'> & { field: F })[] = [];
  for (const field of fields) {
    const from = String(before[field] ?? '');
    const to = String(after[field] ?? '');
    if (from === to) continue;
    changes.push({ field, ...diffText(from, to, deadline) });
  }
  return changes;
}

const left = (deadline: number) => deadline - Date.now();

const partOf = (change: ChangeObject<string>): DiffPart => ({
  text: change.value,
  change: change.added ? 'added' : change.removed ? 'removed' : null,
});

/** Lines first; inside each changed hunk (lines removed, lines added), words while the budget lasts. */
function diffText(from: string, to: string, deadline: number): Omit<FieldDiff, 'field'> {
  if (left(deadline) <= 0) return { parts: null, wholeLines: false };
  const lines = diffLines(from, to, { maxEditLength: MAX_LINE_EDITS, timeout: left(deadline) });
  if (!lines) return { parts: null, wholeLines: false };
  const parts: DiffPart[] = [];
  let wholeLines = false;
  for (let i = 0; i < lines.length; i += 1) {
    const change = lines[i]!;
    const next = lines[i + 1];
    if (change.removed && next?.added) {
      const words = diffWords(change.value, next.value, deadline);
      if (words) parts.push(...words);
      else parts.push(partOf(change), partOf(next));
      wholeLines ||= !words;
      i += 1;
    } else {
      parts.push(partOf(change));
    }
  }
  return { parts, wholeLines };
}

function diffWords(from: string, to: string, deadline: number): DiffPart[] | null {
  if (left(deadline) <= 0) return null;
  const words = diffWordsWithSpace(from, to, { maxEditLength: MAX_WORD_EDITS, timeout: left(deadline) });
  return words ? words.map(partOf) : null;
}
