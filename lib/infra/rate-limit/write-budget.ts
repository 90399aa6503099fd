/**
 * Site-wide budgets of anonymous writes (analytics events, leads, sign-ups): at most `perHour` rows
 * of a kind in each UTC hour and `perDay` in each UTC day, whoever sends them. Per-address limits
 * cannot bound the disk (addresses are cheap); these do. Counted in the database (`write_budgets`),
 * so every instance on one PostgreSQL shares them and a restart does not reset them. Past either
 * budget, writes are refused until its window ends; refusals are counted with their first and last
 * moment, which the analytics dashboard shows for the days they touched.
 */
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db';
import { writeBudgets } from '@/lib/infra/db/tables';

export interface WriteBudget {
  /** Names the counter (`analytics-events`, `leads`, `signups`). */
  name: string;
  perHour: number;
  perDay: number;
}

export interface BudgetGrant {
  /** How many of the rows asked for may be written (the first ones). */
  granted: number;
  /** Seconds until the window that refused the rest ends (the hour's, or the day's when it is spent); 0 when all were granted. */
  retryAfter: number;
}

/** Refusals on one UTC day: how many, and the first and last moment. */
export interface BudgetRefusals {
  day: string;
  refused: number;
  first: Date;
  last: Date;
}

const HOUR = 3_600_000;
/** Days a budget's daily counts are kept (the analytics dashboard shows refusals as long as its figures). */
const KEEP_DAYS = 3_660;
const DAY = 24 * HOUR;
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const hourOf = (at: Date) => at.toISOString().slice(0, 13);
const secondsUntil = (end: number, at: Date) => Math.max(1, Math.ceil((end - at.getTime()) / 1000));

/**
 * Takes up to `count` rows of the budget: all of them while both the hour's and the day's allowance
 * last, else what is left (possibly none), the rest counted as refused. One short transaction: the
 * day's and the hour's rows are locked in one order, so concurrent callers on any instance never
 * grant more than the budget.
 */
export async function spendBudget(db: Database, budget: WriteBudget, count: number, now = new Date()): Promise<BudgetGrant> {
  if (count <= 0) return { granted: 0, retryAfter: 0 };
  const day = dayOf(now);
  const hour = hourOf(now);
  return db.transaction(async (tx) => {
    const opened = await tx
      .insert(writeBudgets)
      .values([
        { name: budget.name, period: day },
        { name: budget.name, period: hour },
      ])
      .onConflictDoNothing()
      .returning({ period: writeBudgets.period });
    // A new hour: this budget's past hours are no longer needed, nor days older than the rollups kept.
    if (opened.length > 0) {
      await tx
        .delete(writeBudgets)
        .where(and(eq(writeBudgets.name, budget.name), lt(writeBudgets.period, hourOf(new Date(now.getTime() - DAY))), sql`length(${writeBudgets.period}) = 13`));
      await tx
        .delete(writeBudgets)
        .where(and(eq(writeBudgets.name, budget.name), lt(writeBudgets.period, dayOf(new Date(now.getTime() - KEEP_DAYS * DAY))), sql`length(${writeBudgets.period}) = 10`));
    }
    const rows = await tx
      .select({ period: writeBudgets.period, used: writeBudgets.used })
      .from(writeBudgets)
      .where(and(eq(writeBudgets.name, budget.name), inArray(writeBudgets.period, [day, hour])))
      .orderBy(asc(writeBudgets.period))
      .for('update');
    const usedDay = Number(rows.find((row) => row.period === day)?.used ?? 0);
    const usedHour = Number(rows.find((row) => row.period === hour)?.used ?? 0);
    const granted = Math.max(0, Math.min(count, budget.perDay - usedDay, budget.perHour - usedHour));
    const refused = count - granted;
    await tx
      .update(writeBudgets)
      .set({
        used: sql`${writeBudgets.used} + ${granted}`,
        ...(refused > 0 && {
          refused: sql`${writeBudgets.refused} + ${refused}`,
          firstRefusedAt: sql`coalesce(${writeBudgets.firstRefusedAt}, ${now.toISOString()}::timestamptz)`,
          lastRefusedAt: now,
        }),
      })
      .where(and(eq(writeBudgets.name, budget.name), inArray(writeBudgets.period, [day, hour])));
    if (refused === 0) return { granted, retryAfter: 0 };
    const daySpent = usedDay + granted >= budget.perDay;
    const dayEnd = Date.parse(`${day}T00:00:00Z`) + DAY;
    const hourEnd = Date.parse(`${hour}:00:00Z`) + HOUR;
    return { granted, retryAfter: secondsUntil(daySpent ? dayEnd : hourEnd, now) };
  });
}

/** Counts `count` rows refused before they reached `spendBudget` (a caller that knew the budget was spent). */
export async function recordRefusals(db: Database, budget: WriteBudget, count: number, now = new Date()): Promise<void> {
  if (count <= 0) return;
  await db
    .insert(writeBudgets)
    .values([dayOf(now), hourOf(now)].map((period) => ({ name: budget.name, period, refused: count, firstRefusedAt: now, lastRefusedAt: now })))
    .onConflictDoUpdate({
      target: [writeBudgets.name, writeBudgets.period],
      set: {
        refused: sql`${writeBudgets.refused} + ${count}`,
        firstRefusedAt: sql`coalesce(${writeBudgets.firstRefusedAt}, excluded.first_refused_at)`,
        lastRefusedAt: sql`excluded.last_refused_at`,
      },
    });
}

/** The days from `from` to `to` (UTC, inclusive) on which the budget refused writes. */
export async function budgetRefusals(db: Database, name: string, from: string, to: string): Promise<BudgetRefusals[]> {
  const rows = await db
    .select({ period: writeBudgets.period, refused: writeBudgets.refused, first: writeBudgets.firstRefusedAt, last: writeBudgets.lastRefusedAt })
    .from(writeBudgets)
    .where(and(eq(writeBudgets.name, name), sql`length(${writeBudgets.period}) = 10`, sql`${writeBudgets.period} between ${from} and ${to}`, sql`${writeBudgets.refused} > 0`))
    .orderBy(asc(writeBudgets.period));
  return rows.map((row) => ({ day: row.period, refused: Number(row.refused), first: new Date(row.first ?? 0), last: new Date(row.last ?? 0) }));
}
