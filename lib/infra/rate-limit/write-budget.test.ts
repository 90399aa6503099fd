import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { budgetRefusals, recordRefusals, spendBudget } from './write-budget';

describe.each(testBackends())('write budgets on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());

  it('grants up to the hour’s allowance, then refuses until the hour ends; the day’s allowance until the day ends', async () => {
    const budget = { name: 'test-hourly', perHour: 10, perDay: 15 };
    const at = (time: string) => new Date(`2026-03-01T${time}Z`);
    expect(await spendBudget(handle.db, budget, 6, at('14:00:00'))).toEqual({ granted: 6, retryAfter: 0 });
    // 4 of 6 fit in the hour; the rest waits for 15:00 (20 minutes).
    expect(await spendBudget(handle.db, budget, 6, at('14:40:00'))).toEqual({ granted: 4, retryAfter: 1200 });
    expect(await spendBudget(handle.db, budget, 1, at('14:59:59'))).toEqual({ granted: 0, retryAfter: 1 });
    // A new hour: the day has 5 left, then it is spent until midnight.
    expect(await spendBudget(handle.db, budget, 8, at('15:00:00'))).toEqual({ granted: 5, retryAfter: 9 * 3600 });
    expect(await spendBudget(handle.db, budget, 1, at('23:00:00'))).toEqual({ granted: 0, retryAfter: 3600 });
    // The next day starts afresh.
    expect((await spendBudget(handle.db, budget, 3, new Date('2026-03-02T00:00:01Z'))).granted).toBe(3);

    await recordRefusals(handle.db, budget, 25, at('23:30:00'));
    expect(await budgetRefusals(handle.db, 'test-hourly', '2026-02-28', '2026-03-02')).toEqual([{ day: '2026-03-01', refused: 2 + 1 + 3 + 1 + 25, first: at('14:40:00'), last: at('23:30:00') }]);
  });

  it('never grants more than the budget to callers racing on several connections (instances)', async () => {
    const budget = { name: 'test-race', perHour: 50, perDay: 1000 };
    const at = new Date('2026-03-03T10:00:00Z');
    const grants = await Promise.all(Array.from({ length: 40 }, () => spendBudget(handle.db, budget, 3, at)));
    expect(grants.reduce((sum, grant) => sum + grant.granted, 0)).toBe(50);
    const { rows } = await handle.query("select period, used::int as used, refused::int as refused from write_budgets where name = 'test-race' order by period");
    expect(rows).toEqual([
      { period: '2026-03-03', used: 50, refused: 70 },
      { period: '2026-03-03T10', used: 50, refused: 70 },
    ]);
  });

  it('forgets a budget’s past hours when a new hour opens', async () => {
    const budget = { name: 'test-forget', perHour: 5, perDay: 100 };
    await spendBudget(handle.db, budget, 1, new Date('2026-04-01T10:00:00Z'));
    await spendBudget(handle.db, budget, 1, new Date('2026-04-02T09:00:00Z'));
    await spendBudget(handle.db, budget, 1, new Date('2026-04-02T11:00:00Z'));
    const { rows } = await handle.query("select period from write_budgets where name = 'test-forget' order by period");
    expect(rows.map((row) => row.period)).toEqual(['2026-04-01', '2026-04-02', '2026-04-02T09', '2026-04-02T11']);
  });
});
