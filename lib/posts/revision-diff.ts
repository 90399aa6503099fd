/**
 * A readable comparison of two versions of a post: for each edited field that differs, the words
 * removed and added (the `diff` package's word diff, whitespace kept so paragraphs stay apart).
 */
import { diffWordsWithSpace } from 'diff';
import type { PostInput } from './types';

export const COMPARED_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'category',
  'author',
  'date',
  'image',
  'imageCredit',
  'seoTitle',
  'seoDescription',
  'fullContent',
] as const satisfies readonly (keyof PostInput)[];

export type ComparedField = (typeof COMPARED_FIELDS)[number];

export interface DiffPart {
  text: string;
  change: 'added' | 'removed' | null;
}

export interface FieldDiff {
  field: ComparedField;
  parts: DiffPart[];
}

/** The fields that differ from `before` to `after`, with their word-level changes. */
export function diffPosts(before: Partial<PostInput>, after: Partial<PostInput>): FieldDiff[] {
  const changes: FieldDiff[] = [];
  for (const field of COMPARED_FIELDS) {
    const from = String(before[field] ?? '');
    const to = String(after[field] ?? '');
    if (from === to) continue;
    const parts = diffWordsWithSpace(from, to).map((part) => ({
      text: part.value,
      change: part.added ? ('added' as const) : part.removed ? ('removed' as const) : null,
    }));
    changes.push({ field, parts });
  }
  return changes;
}
