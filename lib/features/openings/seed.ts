import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { jobOpenings } from './tables';
import { getEnv } from '@/lib/infra/env.mjs';
import { sampleOpenings } from './sample-openings';

/**
 * A fresh installation gets the spec's three openings in both languages, each pair linked. Only
 * once: when the id sequence was ever used, an opening existed, and one the team closed or deleted
 * does not come back at the next start.
 */
export async function seedSampleOpenings(db: Database, applyEmail: string = getEnv().CAREERS_EMAIL): Promise<number> {
  const [sequence] = await db.select({ used: sql<boolean>`is_called` }).from(sql`job_openings_id_seq`);
  if (sequence?.used) return 0;
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
