import 'server-only';
import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { trustComplianceItems, trustSettings, trustSubprocessors } from './tables';
import { SAMPLE_ANALYTICS_SUBPROCESSOR, SAMPLE_COMPLIANCE, SAMPLE_SUBPROCESSORS } from './sample-content';

/**
 * A fresh installation's trust center (lib/startup.ts): the sample items and subprocessors, once.
 * The settings row remembers it, so a list an admin emptied stays empty after a restart. The
 * starting list is not a change: nothing is announced. `analytics`: the site loads analytics
 * (ANALYTICS_ID), so its provider is listed too.
 */
export async function seedTrustCenter(db: Database, { analytics = false } = {}): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(trustSettings).values({ id: 1, seededAt: sql`now()` }).onConflictDoNothing().returning({ id: trustSettings.id });
    if (!created) return false;
    await tx.insert(trustComplianceItems).values(SAMPLE_COMPLIANCE.map((item) => ({ ...item, statusDate: sql`CURRENT_DATE` })));
    await tx.insert(trustSubprocessors).values(analytics ? [...SAMPLE_SUBPROCESSORS, SAMPLE_ANALYTICS_SUBPROCESSOR] : SAMPLE_SUBPROCESSORS);
    return true;
  });
}
