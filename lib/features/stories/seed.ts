import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { customerStories } from './tables';
import { sampleStories } from './sample-stories';

/**
 * A fresh installation gets the sample story in both languages, linked. Only once: when the id
 * sequence was ever used, a story existed, and one the team deleted does not come back at the next start.
 */
export async function seedSampleStories(db: Database, now: Date = new Date()): Promise<number> {
  const [sequence] = await db.select({ used: sql<boolean>`is_called` }).from(sql`customer_stories_id_seq`);
  if (sequence?.used) return 0;
  const translationGroup = randomUUID();
  const rows = [sampleStories.en, sampleStories.es].map((story) => ({ ...story, translationGroup, publishedAt: now }));
  // Instances starting together on PostgreSQL may both see an empty table: slugs are unique, and
  // the second's group then links nothing it inserted.
  const inserted = await db.insert(customerStories).values(rows).onConflictDoNothing().returning({ id: customerStories.id });
  return inserted.length;
}
