/**
 * The site's budgets of anonymous writes (docs/analytics.md, "Budgets and storage"), from the
 * configuration, spent on the site's database.
 */
import 'server-only';
import { getDatabase } from '@/lib/infra/db';
import { getEnv } from '@/lib/infra/env.mjs';
import { recordRefusals, spendBudget, type BudgetGrant, type WriteBudget } from './write-budget';

export type SiteBudget = 'analyticsEvents' | 'leads' | 'signups' | 'applications';

export function siteBudget(kind: SiteBudget): WriteBudget {
  const env = getEnv();
  if (kind === 'analyticsEvents') return { name: 'analytics-events', perHour: env.ANALYTICS_EVENTS_PER_HOUR, perDay: env.ANALYTICS_EVENTS_PER_DAY };
  if (kind === 'leads') return { name: 'leads', perHour: env.LEADS_PER_HOUR, perDay: env.LEADS_PER_DAY };
  if (kind === 'applications') return { name: 'applications', perHour: env.APPLICATIONS_PER_HOUR, perDay: env.APPLICATIONS_PER_DAY };
  return { name: 'signups', perHour: env.SIGNUPS_PER_HOUR, perDay: env.SIGNUPS_PER_DAY };
}

/** Takes `count` rows (one by default) of a site budget; `granted` 0 and `retryAfter` seconds past it. */
export async function spendSiteBudget(kind: SiteBudget, count = 1): Promise<BudgetGrant> {
  return spendBudget(await getDatabase(), siteBudget(kind), count);
}

/** Counts rows refused before reaching the budget (a caller that knew it was spent). */
export async function recordSiteRefusals(kind: SiteBudget, count: number): Promise<void> {
  await recordRefusals(await getDatabase(), siteBudget(kind), count);
}
