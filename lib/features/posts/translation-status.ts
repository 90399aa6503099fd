/**
 * Whether a post's translation says what its source says now (docs/admin.md, "Translation
 * status"). A post created as a translation records the version of the post it was translated
 * from (`post_translation_sources`); an editor who brings it up to date records the source's
 * version again. When the source has been saved past that version while published, the
 * translation is out of date, and what changed since is the source's revision at that version
 * compared with its text now. Posts linked as they were record nothing and are never behind.
 * The legacy platform's store keeps no versions: there, nothing is recorded.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import type { PostSummary } from './shared/types';
import { postTranslationSources } from './tables';

export type PostTranslationStatus =
  /** Up to date with its source, or nothing recorded to compare. */
  | { kind: 'current' }
  /** The source moved on: from `since` (the version translated) to `now`. */
  | { kind: 'out-of-date'; sourceId: number; since: number; now: number };

export interface TranslationSource {
  postId: number;
  sourceId: number;
  sourceVersion: number;
}

/** A post's status against its linked translation `other` (null: not linked), from its recorded source. */
export function postTranslationStatus(source: TranslationSource | undefined, other: Pick<PostSummary, 'id' | 'status' | 'version'> | null | undefined): PostTranslationStatus {
  if (!source || !other || other.id !== source.sourceId || other.status !== 'published') return { kind: 'current' };
  return other.version > source.sourceVersion ? { kind: 'out-of-date', sourceId: other.id, since: source.sourceVersion, now: other.version } : { kind: 'current' };
}

/** Records that `postId` says what `sourceId` said at `sourceVersion` (a new translation, or one brought up to date). */
export async function recordTranslationSource(db: Database, source: TranslationSource): Promise<void> {
  await db
    .insert(postTranslationSources)
    .values({ ...source, recordedAt: new Date() })
    .onConflictDoUpdate({ target: postTranslationSources.postId, set: { sourceId: source.sourceId, sourceVersion: source.sourceVersion, recordedAt: new Date() } });
}

/** Forgets what a post was translated from (it was unlinked: its next translation starts afresh). */
export async function forgetTranslationSource(db: Database, postId: number): Promise<void> {
  await db.delete(postTranslationSources).where(eq(postTranslationSources.postId, postId));
}

/** The recorded sources of these posts, by post id. */
export async function translationSources(db: Database, postIds: readonly number[]): Promise<Map<number, TranslationSource>> {
  if (postIds.length === 0) return new Map();
  const rows = await db
    .select({ postId: postTranslationSources.postId, sourceId: postTranslationSources.sourceId, sourceVersion: postTranslationSources.sourceVersion })
    .from(postTranslationSources)
    .where(inArray(postTranslationSources.postId, [...postIds]));
  return new Map(rows.map((row) => [row.postId, row]));
}
