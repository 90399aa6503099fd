import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { trustComplianceItems, trustSettings, trustSubprocessors } from '@/lib/infra/db/schema';
import { SAMPLE_COMPLIANCE, SAMPLE_SUBPROCESSORS } from './sample-content';

/**
 * A fresh installation's trust center (lib/startup.ts): the sample items and subprocessors, once.
 * The settings row remembers it, so a list an admin emptied stays empty after a restart. The
 * starting list is not a change: nothing is announced.
 */
export async function seedTrustCenter(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(trustSettings).values({ id: 1, seededAt: sql`now()` }).onConflictDoNothing().returning({ id: trustSettings.id });
    if (!created) return false;
    await tx.insert(trustComplianceItems).values(SAMPLE_COMPLIANCE.map((item) => ({ ...item, statusDate: sql`CURRENT_DATE` })));
    await tx.insert(trustSubprocessors).values(SAMPLE_SUBPROCESSORS);
    return true;
  });
}
