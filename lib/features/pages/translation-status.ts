import type { TranslationStatus } from './shared/types';

/**
 * Whether a language version says what the other one says now: `missing` without a linked version
 * in the other language; `out-of-date` when it was translated from a revision of the other and the
 * other's live revision is newer; `current` otherwise. A version that records no revision
 * translated from (the original, or two pages linked as they were) is never behind.
 */
export function translationStatus(page: { translatedFromRevision: number | null }, other: { publishedRevision: number | null } | null): TranslationStatus {
  if (!other) return 'missing';
  if (other.publishedRevision === null || page.translatedFromRevision === null) return 'current';
  return other.publishedRevision > page.translatedFromRevision ? 'out-of-date' : 'current';
}
