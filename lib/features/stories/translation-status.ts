/**
 * Whether a customer story's translation says what its source says now, as posts and pages do
 * (docs/admin.md, "Translation status"). A story created as a translation records the source's
 * version and words (`story_translation_sources`); "Mark as up to date" records them again. Once the
 * source is saved past that version while published, the translation is out of date, and what
 * changed since is the recorded words compared with the source's words now. Stories that were
 * linked before this existed record nothing and are never behind.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { storyTranslationSources, type StoryWords } from './tables';
import type { Story, StorySummary } from './shared/types';

/** The words a translation carries over, in the order the editor shows them. */
export const STORY_WORDS = ['title', 'summary', 'customer', 'results', 'quote', 'challenge', 'solution', 'outcome'] as const satisfies readonly (keyof StoryWords)[];

/** A story's words as compared: its texts, and its headline figures one per line. */
export function wordsOf(story: Pick<Story, 'title' | 'summary' | 'customer' | 'results' | 'quote' | 'challenge' | 'solution' | 'outcome'>): Required<StoryWords> {
  return {
    title: story.title,
    summary: story.summary,
    customer: story.customer,
    results: story.results.map((result) => `${result.value} ${result.label}`).join('\n'),
    quote: story.quote ?? '',
    challenge: story.challenge,
    solution: story.solution,
    outcome: story.outcome,
  };
}

export interface StoryTranslationSource {
  storyId: number;
  sourceId: number;
  sourceVersion: number;
  sourceWords: StoryWords;
}

export type StoryTranslationStatus = { kind: 'current' } | { kind: 'out-of-date'; sourceId: number; since: number; now: number; words: StoryWords };

/** A story's status against its linked translation `other` (null: not linked), from its recorded source. */
export function storyTranslationStatus(source: StoryTranslationSource | undefined, other: Pick<StorySummary, 'id' | 'status' | 'version'> | null | undefined): StoryTranslationStatus {
  if (!source || !other || other.id !== source.sourceId || other.status !== 'published') return { kind: 'current' };
  return other.version > source.sourceVersion ? { kind: 'out-of-date', sourceId: other.id, since: source.sourceVersion, now: other.version, words: source.sourceWords } : { kind: 'current' };
}

/** Records that `storyId` says what `source` says now (a new translation, or one brought up to date). */
export async function recordStorySource(db: Database, storyId: number, source: Story): Promise<void> {
  const values = { sourceId: source.id, sourceVersion: source.version, sourceWords: wordsOf(source), recordedAt: new Date() };
  await db
    .insert(storyTranslationSources)
    .values({ storyId, ...values })
    .onConflictDoUpdate({ target: storyTranslationSources.storyId, set: values });
}

/** Forgets what a story was translated from (unlinked: its next translation starts afresh). */
export async function forgetStorySource(db: Database, storyId: number): Promise<void> {
  await db.delete(storyTranslationSources).where(eq(storyTranslationSources.storyId, storyId));
}

/** The recorded sources of these stories, by story id. */
export async function storySources(db: Database, storyIds: readonly number[]): Promise<Map<number, StoryTranslationSource>> {
  if (storyIds.length === 0) return new Map();
  const rows = await db
    .select({
      storyId: storyTranslationSources.storyId,
      sourceId: storyTranslationSources.sourceId,
      sourceVersion: storyTranslationSources.sourceVersion,
      sourceWords: storyTranslationSources.sourceWords,
    })
    .from(storyTranslationSources)
    .where(inArray(storyTranslationSources.storyId, [...storyIds]));
  return new Map(rows.map((row) => [row.storyId, row]));
}
