import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { createAnalyticsStore, type EventRow } from './store';
import { pageTraffic } from './traffic';

/** The experiments' sample-size estimate reads a page's last 28 complete days: the same from the raw events and the rollups. */
describe.each(testBackends())('a page’s traffic on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  const store = () => createAnalyticsStore(async () => handle.db);
  const NOW = new Date('2026-03-29T09:00:00Z');

  const event = (day: string, minute: number, visitor: string, path: string, kind: 'pageview' | 'event', name = ''): EventRow => ({
    at: new Date(`${day}T10:${String(minute).padStart(2, '0')}:00Z`),
    day,
    kind,
    name,
    visitor: visitor.padEnd(16, '0'),
    path,
    locale: path.startsWith('/es') ? 'es' : 'en',
  });

  it('says there is no traffic yet, then the visitor-days a week and the goal’s share, from raw events and from rollups alike', async () => {
    expect(await pageTraffic(handle.db, '/en/offer', 'demo_sent', 28, NOW)).toMatchObject({ visitors: 0, visitorsPerWeek: 0, rate: null, from: '2026-03-01', to: '2026-03-28' });

    await store().insert([
      // Day 1: a lands on the offer and sends the demo form from /en/demo; b lands and leaves; c lands elsewhere, then sees the offer.
      event('2026-03-10', 1, 'a', '/en/offer', 'pageview'),
      event('2026-03-10', 2, 'a', '/en/demo', 'pageview'),
      event('2026-03-10', 3, 'a', '/en/demo', 'event', 'demo_sent'),
      event('2026-03-10', 1, 'b', '/en/offer', 'pageview'),
      event('2026-03-10', 1, 'c', '/en/pricing', 'pageview'),
      event('2026-03-10', 2, 'c', '/en/offer', 'pageview'),
      event('2026-03-10', 3, 'c', '/en/offer', 'event', 'roi_sent'),
      // Day 2: a again (a new visitor-day), who downloads nothing.
      event('2026-03-20', 1, 'a', '/en/offer', 'pageview'),
      // Outside the window: before it, and today (not complete).
      event('2026-02-27', 1, 'd', '/en/offer', 'pageview'),
      event('2026-03-29', 1, 'e', '/en/offer', 'pageview'),
    ]);

    const demo = await pageTraffic(handle.db, '/en/offer', 'demo_sent', 28, NOW);
    // Four visitor-days saw the page (a twice, b, c); three landed on it, one of them sent the demo form.
    expect(demo).toMatchObject({ visitors: 4, visitorsPerWeek: 1, measure: 'landing', base: 3, converted: 1 });
    expect(demo.rate).toBeCloseTo(1 / 3);
    const roi = await pageTraffic(handle.db, '/en/offer', 'roi_sent', 28, NOW);
    expect(roi).toMatchObject({ visitors: 4, measure: 'page', base: 4, converted: 1, rate: 0.25 });
    expect(await pageTraffic(handle.db, '/en/offer', 'slot_booked', 28, NOW)).toMatchObject({ base: 3, converted: 0, rate: 0 });

    // Rolled up (the raw events kept): the same answers.
    await store().maintain('2100-01-01', { rawDays: 100_000, keepDays: 100_000 }, { now: new Date('2100-01-01T12:00:00Z') });
    expect(await pageTraffic(handle.db, '/en/offer', 'demo_sent', 28, NOW)).toEqual(demo);
    expect(await pageTraffic(handle.db, '/en/offer', 'roi_sent', 28, NOW)).toEqual(roi);
    // Half rolled up: days to the 15th from the rollups, the rest from the raw events.
    await handle.exec("delete from analytics_rollups where day > '2026-03-15'; delete from analytics_rollup_days where day > '2026-03-15'");
    expect(await pageTraffic(handle.db, '/en/offer', 'demo_sent', 28, NOW)).toEqual(demo);
    expect(await pageTraffic(handle.db, '/en/offer', 'roi_sent', 28, NOW)).toEqual(roi);
  });
});
