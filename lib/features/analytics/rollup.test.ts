/**
 * The daily rollups (issue 51, finding 5): the dashboard answers from them exactly as from the raw
 * events, the raw events go after ANALYTICS_RAW_RETENTION_DAYS while the rollups stay, and a flood's
 * day is rolled up in short statements. On today's main none of this exists: the dashboard reads the
 * raw events only, and the retention deletes them with the figures.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { recordRefusals } from '@/lib/infra/rate-limit/write-budget';
import { freshDatabase, testBackends } from '@/test/databases';
import { deleteRawBefore, deleteRollupsBefore, ROLLUP_KEEP, rollUpClosedDays, visitorRanges } from './rollup';
import { openDatabase } from '@/lib/infra/db/client';
import { createAnalyticsStore, EVENT_BUDGET, ROLLUP_LOCK, type DayRange, type EventRow } from './store';

/** A small deterministic generator (mulberry32), so that a failure reproduces. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAYS = ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'];
const PAGES = ['/en', '/es', '/en/demo', '/es/demo', '/en/pricing', '/en/blog/returns-101', '/es/blog/devoluciones'];
const MISSING = ['/en/pricng', '/en/wp-login.php', '/es/contato'];

/** Visitors browsing several pages a day, firing events, measuring vitals (values repeat), from many places. */
function traffic(seed: number, perDay: number): EventRow[] {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const rows: EventRow[] = [];
  for (const day of DAYS) {
    for (let i = 0; i < perDay; i += 1) {
      const visitor = Math.floor(next() * 2 ** 32).toString(16).padStart(8, '0').repeat(2);
      const views = 1 + Math.floor(next() * 4);
      for (let v = 0; v < views; v += 1) {
        const at = new Date(`${day}T${String(Math.floor(next() * 24)).padStart(2, '0')}:${String(Math.floor(next() * 60)).padStart(2, '0')}:00Z`);
        const path = pick(PAGES);
        const base = { at, day, visitor, path, locale: path.startsWith('/es') ? 'es' : 'en' };
        const roll = next();
        if (roll < 0.06) {
          const missing = pick(MISSING);
          rows.push({ ...base, kind: 'notfound', path: missing, locale: missing.startsWith('/es') ? 'es' : 'en', referrer: pick([null, 'partner.example', 'old.example', 'a.example']) });
          continue;
        }
        rows.push({
          ...base,
          kind: 'pageview',
          referrer: pick([null, null, 'google.com', 'linkedin.com']),
          utmSource: next() < 0.2 ? pick(['newsletter', 'partner', 'acme;=1+1']) : null,
          country: pick([null, 'ES', 'MX', 'US', 'AR']),
          device: pick([null, 'mobile', 'tablet', 'desktop']),
        });
        if (next() < 0.3) rows.push({ ...base, kind: 'event', name: pick(['demo_opened', 'demo_opened', 'demo_sent', 'slot_booked', 'contact_sent']) });
        for (const name of ['LCP', 'CLS', 'INP', 'TTFB']) {
          if (next() < 0.7) rows.push({ ...base, kind: 'vital', name, value: name === 'CLS' ? Math.round(next() * 40) / 100 : Math.round(200 + next() * 30) * 10 });
        }
      }
    }
  }
  return rows;
}

describe.each(testBackends())('analytics rollups on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(() => handle.exec('delete from analytics_events; delete from analytics_rollups; delete from analytics_rollup_days; delete from write_budgets'));

  // Batches of Web Vitals small enough that a range's pages are read in several queries.
  const store = () => createAnalyticsStore(async () => handle.db, { withLock: handle.withLock, vitalBatchSamples: 300 });
  const RANGES: DayRange[] = [
    { from: DAYS[0]!, to: DAYS[4]! },
    { from: '2026-04-28', to: DAYS[2]! },
    { from: DAYS[3]!, to: DAYS[3]! },
    { from: DAYS[0]!, to: DAYS[4]!, path: '/en/pricing' },
    { from: DAYS[1]!, to: DAYS[4]!, path: '/es' },
    { from: DAYS[0]!, to: DAYS[4]!, path: '/en/pricng' },
  ];

  async function snapshot(range: DayRange) {
    const s = store();
    const tables = ['totals', 'daily', 'pages', 'sources', 'countries', 'devices', 'funnel', 'events', 'vitals', 'notFound'] as const;
    return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await s[table](range)] as const)));
  }
  const snapshots = () => Promise.all(RANGES.map(snapshot));

  it('answers every table, filtered or not, the same from the rollups as from the raw events — partly or wholly rolled up, in visitor ranges or not', async () => {
    await store().insert(traffic(51, 40));
    const raw = await snapshots();
    expect(raw[0]!.totals).toMatchObject({ visitors: expect.any(Number) });
    expect((raw[0]!.vitals as { rows: unknown[] }).rows.length).toBe(PAGES.length);

    // Three days rolled up, two still read from the raw events.
    expect(await rollUpClosedDays(handle.db, '2026-06-01', { maxDays: 3 })).toEqual(DAYS.slice(0, 3));
    expect(await snapshots()).toEqual(raw);
    // The rest, each day cut in visitor ranges of about 50 events (a flood's day is rolled up in short statements).
    expect(visitorRanges(400, 50)).toHaveLength(8);
    expect(await rollUpClosedDays(handle.db, '2026-06-01', { perPart: 50 })).toEqual(DAYS.slice(3));
    const { rows: parts } = await handle.query('select parts from analytics_rollup_days order by day');
    expect(parts.map((row) => Number(row.parts) > 1)).toEqual([false, false, false, true, true]);
    expect(await snapshots()).toEqual(raw);

    // Nothing left to roll up; the raw events gone, the dashboard still answers the same from the rollups alone.
    expect(await rollUpClosedDays(handle.db, '2026-06-01')).toEqual([]);
    expect(await deleteRawBefore(handle.db, '2026-06-01')).toBeGreaterThan(1000);
    expect(Number((await handle.query('select count(*)::int as n from analytics_events')).rows[0]!.n)).toBe(0);
    expect(await snapshots()).toEqual(raw);
  });

  it("gives each page's p75 Web Vitals as percentile_cont over every raw measurement, before and after the rollup", async () => {
    await store().insert(traffic(75, 30));
    const range = { from: DAYS[0]!, to: DAYS[4]! };
    const { rows: reference } = await handle.query(
      `select path, name, percentile_cont(0.75) within group (order by value) as p75 from analytics_events where kind = 'vital' group by path, name`,
    );
    expect(reference.length).toBeGreaterThan(20);
    const check = async () => {
      const { rows } = await store().vitals(range);
      for (const row of reference) {
        const page = rows.find((one) => one.path === row.path);
        expect(page?.p75[row.name as 'LCP'], `${row.path} ${row.name}`).toBeCloseTo(Number(row.p75), 9);
      }
    };
    await check();
    await rollUpClosedDays(handle.db, '2026-06-01');
    await check();
  });

  it('rolls up only closed days: today and, for 15 minutes after midnight, yesterday come from the raw events', async () => {
    await store().insert(traffic(7, 5));
    const today = DAYS[4]!;
    const done = await store().maintain(today, { rawDays: 40, keepDays: 760 }, { now: new Date(`${today}T00:10:00Z`) });
    expect(done.rolledUp).toEqual(DAYS.slice(0, 3));
    expect(await store().maintain(today, { rawDays: 40, keepDays: 760 }, { now: new Date(`${today}T00:16:00Z`) })).toMatchObject({ rolledUp: [DAYS[3]] });
    expect(await store().rolledUpTo()).toBe(DAYS[3]);
  });

  it('deletes raw events past their retention once rolled up (never before), and rollups past theirs', async () => {
    await store().insert(traffic(3, 10));
    const before = await snapshots();
    // Nothing is rolled up yet: the retention deletes nothing, whatever the date.
    expect(await deleteRawBefore(handle.db, '2100-01-01')).toBe(0);

    // Ten days later with raw events kept 7 days: the first three days' raw events go, their figures stay.
    const result = await store().maintain('2026-05-11', { rawDays: 7, keepDays: 760 }, { now: new Date('2026-05-11T08:00:00Z') });
    expect(result.rolledUp).toEqual(DAYS);
    const { rows } = await handle.query('select distinct day::text as day from analytics_events order by day');
    expect(rows.map((row) => row.day)).toEqual(DAYS.slice(3));
    expect(await snapshots()).toEqual(before);

    // 25 months on, the rollups of those days are deleted too.
    await deleteRollupsBefore(handle.db, '2026-05-03');
    expect((await store().totals({ from: DAYS[0]!, to: DAYS[1]! })).pageviews).toBe(0);
    const daily = before[0]!.daily as { pageviews: number }[];
    expect((await store().totals({ from: DAYS[2]!, to: DAYS[4]! })).pageviews).toBe(daily.slice(2).reduce((sum, day) => sum + day.pageviews, 0));
  });

  it('redoes a day whose rollup was cut short, and two instances rolling up at once write each day once', async () => {
    await store().insert(traffic(11, 10));
    const raw = await snapshots();
    // An earlier run died after writing some of the first day's rows, before marking it done.
    await handle.exec(`insert into analytics_rollups (day, metric, path, visitors, hits) values ('${DAYS[0]}', 'page', '/en', 999, 999), ('${DAYS[0]}', 'day', '', 999, 999)`);
    const maintain = () => store().maintain('2026-06-01', { rawDays: 400, keepDays: 760 }, { now: new Date('2026-06-01T12:00:00Z') });
    const [a, b] = await Promise.all([maintain(), maintain()]);
    expect([...a.rolledUp, ...b.rolledUp].sort()).toEqual(DAYS);
    expect(await snapshots()).toEqual(raw);
  });

  it.runIf(backend === 'postgres')('lets one instance at a time roll up: two servers on one PostgreSQL write each day once', async () => {
    await store().insert(traffic(13, 10));
    const raw = await snapshots();
    // A second server: its own connections to the same database.
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${String((await handle.query('select current_database() as name')).rows[0]!.name)}`;
    const other = await openDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 2 });
    try {
      const roll = (server: DatabaseHandle) => server.withLock(ROLLUP_LOCK, () => rollUpClosedDays(server.db, '2026-06-01'));
      const [a, b] = await Promise.all([roll(handle), roll(other)]);
      expect([...a, ...b].sort()).toEqual(DAYS);
    } finally {
      await other.close();
    }
    expect(await snapshots()).toEqual(raw);
  });

  it('keeps a day’s most visited sources, not every value a flood made up', async () => {
    const day = '2026-05-07';
    const flood: EventRow[] = Array.from({ length: ROLLUP_KEEP + 300 }, (_, i) => ({
      at: new Date(`${day}T10:00:00Z`),
      day,
      kind: 'pageview',
      visitor: (i % 50).toString(16).padStart(16, '0'),
      path: '/en',
      locale: 'en',
      utmSource: i < 100 ? 'real-campaign' : `made-up-${i}`,
    }));
    await store().insert(flood);
    await rollUpClosedDays(handle.db, '2026-05-08');
    const { rows } = await handle.query("select count(*)::int as n from analytics_rollups where metric = 'source'");
    expect(Number(rows[0]!.n)).toBe(ROLLUP_KEEP);
    const sources = await store().sources({ from: day, to: day });
    expect(sources.rows[0]).toMatchObject({ source: 'real-campaign', visitors: 50 });
    // The totals are the day's own row: every view counted.
    expect((await store().totals({ from: day, to: day })).pageviews).toBe(ROLLUP_KEEP + 300);
  });

  it('tells the days on which the budget of events refused some', async () => {
    const budget = { name: EVENT_BUDGET, perHour: 1, perDay: 1 };
    await recordRefusals(handle.db, budget, 120, new Date('2026-05-02T14:03:00Z'));
    await recordRefusals(handle.db, budget, 80, new Date('2026-05-02T18:55:00Z'));
    expect(await store().refusals({ from: DAYS[0]!, to: DAYS[4]! })).toEqual([
      { day: '2026-05-02', refused: 200, first: new Date('2026-05-02T14:03:00Z'), last: new Date('2026-05-02T18:55:00Z') },
    ]);
  });
});
