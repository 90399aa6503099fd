/** How many leads arrived lately (the admin's navigation shows it): one COUNT, spam left out. */
import 'server-only';
import { and, count, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { getDatabase } from '@/lib/infra/db';
import { leads } from './tables';

/** A lead is "new" for this many days (leads have no read state: the week is what a team reviews). */
export const NEW_LEAD_DAYS = 7;

export async function countNewLeads(database: () => Promise<Database> = getDatabase, days = NEW_LEAD_DAYS): Promise<number> {
  const db = await database();
  const [row] = await db
    .select({ count: count() })
    .from(leads)
    .where(and(ne(leads.crmStatus, 'spam'), gt(leads.createdAt, sql`now() - make_interval(days => ${days})`)));
  return row?.count ?? 0;
}
