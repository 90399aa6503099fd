import 'server-only';
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { expireTagsNow } from '@/lib/infra/cache/expire-now.mjs';
import { log } from '@/lib/infra/log.mjs';
import { jobOpenings, type OpeningRow } from './tables';
import { getEnv } from '@/lib/infra/env.mjs';
import { sampleOpenings } from './sample-openings';
import { OPENINGS_TAG } from './schedule';
import type { OpeningInput } from './shared/types';

/**
 * A fresh installation gets the spec's three openings in both languages, each pair linked. Only
 * once: when the id sequence was ever used, an opening existed, and one the team closed or deleted
 * does not come back at the next start. Later starts only bring the words of sample openings nobody
 * has saved up to today's copy (refreshUntouchedSamples).
 */
export async function seedSampleOpenings(db: Database, applyEmail: string = getEnv().CAREERS_EMAIL): Promise<number> {
  const [sequence] = await db.select({ used: sql<boolean>`is_called` }).from(sql`job_openings_id_seq`);
  if (sequence?.used) {
    await refreshUntouchedSamples(db, applyEmail);
    return 0;
  }
  const rows = sampleOpenings(applyEmail).flatMap((pair) => {
    const translationGroup = randomUUID();
    return [pair.en, pair.es].map((opening) => ({
      ...opening,
      translationGroup,
      validThrough: new Date(opening.validThrough),
      publishedAt: opening.publishedAt ? new Date(opening.publishedAt) : null,
    }));
  });
  // Instances starting together on PostgreSQL may both see an empty table: slugs are unique.
  const inserted = await db.insert(jobOpenings).values(rows).onConflictDoNothing().returning({ id: jobOpenings.id });
  return inserted.length;
}

/** The words of an opening the copy gives; its address, dates, state and where to apply stay as stored. */
const wordsOf = (opening: Pick<OpeningInput, 'title' | 'team' | 'location' | 'summary' | 'responsibilities' | 'requirements' | 'benefits'>) => ({
  title: opening.title,
  team: opening.team,
  location: opening.location,
  summary: opening.summary,
  responsibilities: opening.responsibilities,
  requirements: opening.requirements,
  benefits: opening.benefits,
});

/**
 * A seeded opening nobody has saved since (never edited, closed or reopened: every save moves
 * `updated_at` off `created_at`) takes today's copy, so that corrected words (the Spanish job
 * titles, once English) reach installations seeded before the correction. Its version moves on,
 * so a form opened before the refresh is refused rather than saved over it. The pairs are found
 * by their English address and their translation group (a Spanish address may have changed since).
 */
async function refreshUntouchedSamples(db: Database, applyEmail: string): Promise<void> {
  let refreshed = 0;
  for (const pair of sampleOpenings(applyEmail)) {
    const [english] = await db.select().from(jobOpenings).where(and(eq(jobOpenings.slug, pair.en.slug), eq(jobOpenings.language, 'en')));
    if (!english) continue;
    const spanish = english.translationGroup
      ? (await db.select().from(jobOpenings).where(and(eq(jobOpenings.translationGroup, english.translationGroup), ne(jobOpenings.id, english.id), eq(jobOpenings.language, 'es'))))[0]
      : undefined;
    for (const [row, sample] of [[english, pair.en], [spanish, pair.es]] as const) {
      if (row && (await refreshUntouched(db, row, sample))) refreshed += 1;
    }
  }
  if (refreshed > 0) {
    log.info('openings: untouched samples brought up to the copy', { openings: refreshed });
    expireTagsNow([OPENINGS_TAG]);
  }
}

async function refreshUntouched(db: Database, row: OpeningRow, sample: OpeningInput): Promise<boolean> {
  const wanted = wordsOf(sample);
  if (row.updatedAt.getTime() !== row.createdAt.getTime() || isDeepStrictEqual(wordsOf(row), wanted)) return false;
  // The same conditions in the write: a save between the read and here wins.
  const updated = await db
    .update(jobOpenings)
    .set({ ...wanted, version: row.version + 1 })
    .where(and(eq(jobOpenings.id, row.id), eq(jobOpenings.version, row.version), eq(jobOpenings.updatedAt, jobOpenings.createdAt), isNull(jobOpenings.ownerId)))
    .returning({ id: jobOpenings.id });
  return updated.length > 0;
}
