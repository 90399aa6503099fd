import type { TranslationStatus } from './shared/types';

/**
 * Whether a language version says what the other one says now: `missing` without a linked version
 * in the other language; `out-of-date` when the other's live revision is newer than the one this
 * was translated from (or that revision was never recorded); `current` otherwise, including while
 * the other has never been published (nothing to be behind of).
 */
export function translationStatus(page: { translatedFromRevision: number | null }, other: { publishedRevision: number | null } | null): TranslationStatus {
  if (!other) return 'missing';
  if (other.publishedRevision === null) return 'current';
  return page.translatedFromRevision === null || other.publishedRevision > page.translatedFromRevision ? 'out-of-date' : 'current';
}
