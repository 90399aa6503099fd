import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { integrations } from './tables';
import { sampleIntegrations } from './sample-integrations';

/**
 * A fresh installation gets the spec's 19 integrations, published. Only once: when the id sequence
 * was ever used, an integration existed, and one the team deleted does not come back at the next start.
 */
export async function seedSampleIntegrations(db: Database): Promise<number> {
  const [sequence] = await db.select({ used: sql<boolean>`is_called` }).from(sql`integrations_id_seq`);
  if (sequence?.used) return 0;
  // Instances starting together on PostgreSQL may both see an empty table: slugs are unique.
  const inserted = await db.insert(integrations).values(sampleIntegrations()).onConflictDoNothing().returning({ id: integrations.id });
  return inserted.length;
}
