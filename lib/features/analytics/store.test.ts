import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { freshDatabase, testBackends } from '@/test/databases';
import { createCollector } from './collector';
import { createAnalyticsStore, type DayRange, type EventRow } from './store';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe.each(testBackends())('analytics on %s', (backend) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  const store = () => createAnalyticsStore(async () => handle.db);

  /** Every table of the dashboard for a range (the rows of the listed ones). */
  async function snapshot(range: DayRange) {
    const s = store();
    const [totals, daily, pages, sources, countries, devices, funnel, events, vitals, notFound] = await Promise.all([
      s.totals(range),
      s.daily(range),
      s.pages(range),
      s.sources(range),
      s.countries(range),
      s.devices(range),
      s.funnel(range),
      s.events(range),
      s.vitals(range),
      s.notFound(range),
    ]);
    return { totals, daily, pages, sources, countries, devices, funnel, events, vitals, notFound };
  }

  /** Rolls every day up (as if the clock were far ahead), keeping the raw events. */
  const rollUpAll = () => store().maintain('2100-01-01', { rawDays: 100_000, keepDays: 100_000 }, { now: new Date('2100-01-01T12:00:00Z') });
  const forgetRollups = () => handle.exec('delete from analytics_rollups; delete from analytics_rollup_days');

  /** The dashboard's answers for `ranges` from the raw events, then from the rollups: the same. */
  async function expectSameOnceRolledUp(ranges: DayRange[]) {
    const raw = await Promise.all(ranges.map(snapshot));
    await rollUpAll();
    expect(await store().rolledUpTo()).not.toBeNull();
    expect(await Promise.all(ranges.map(snapshot))).toEqual(raw);
    await forgetRollups();
  }

  it('shares one salt per day between instances and forgets past ones', async () => {
    const [a, b] = await Promise.all([store().salt('2026-01-01'), store().salt('2026-01-01')]);
    expect(a).toBe(b);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    await store().salt('2026-01-02');
    await store().forgetSaltsBefore('2026-01-02');
    const { rows } = await handle.query('select day::text as day from analytics_salts order by day');
    expect(rows).toEqual([{ day: '2026-01-02' }]);
    await handle.exec('delete from analytics_salts');
  });

  it('writes through the collector without the address or the browser in any column', async () => {
    const collector = createCollector({ store: store(), siteHost: 'otailo.com', retention: { rawDays: 40, keepDays: 760 } });
    const visitor = { address: '198.51.100.77', userAgent: CHROME, country: 'MX' };
    collector.accept({ k: 'pageview', u: '/es/precios?utm_source=boletin', r: 'https://news.example/x', w: 1200 }, visitor);
    collector.accept({ k: 'event', n: 'demo_opened', u: '/es/precios' }, visitor);
    await collector.close();
    const { rows } = await handle.query("select * from analytics_events where path = '/es/precios'");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.visitor).toBe(rows[1]!.visitor);
    expect(rows[0]).toMatchObject({ locale: 'es', utm_source: 'boletin', referrer: 'news.example', country: 'MX', device: 'desktop' });
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('198.51.100.77');
    expect(stored).not.toContain('Chrome');
    await handle.exec('delete from analytics_events');
  });

  it('counts visitors, pages, sources, the funnel per landing page and language, and p75 Web Vitals', async () => {
    const at = (day: string, minute: number) => new Date(`${day}T10:${String(minute).padStart(2, '0')}:00Z`);
    const view = (day: string, minute: number, visitor: string, path: string, extra: Partial<EventRow> = {}): EventRow => ({
      at: at(day, minute),
      day,
      kind: 'pageview',
      visitor,
      path,
      locale: path.startsWith('/es') ? 'es' : 'en',
      ...extra,
    });
    const event = (day: string, minute: number, visitor: string, name: string, path = '/en/demo'): EventRow => ({ at: at(day, minute), day, kind: 'event', name, visitor, path, locale: 'en' });
    const vital = (name: string, value: number, path = '/en'): EventRow => ({ at: at('2026-05-02', 0), day: '2026-05-02', kind: 'vital', name, value, visitor: 'v'.repeat(16), path, locale: 'en' });
    const rows: EventRow[] = [
      // Day 1: A lands on /en, opens, sends, books; B lands on /en/pricing, opens; C lands on /es, nothing.
      view('2026-05-01', 1, 'a'.repeat(16), '/en', { referrer: 'google.com' }),
      view('2026-05-01', 2, 'a'.repeat(16), '/en/pricing'),
      event('2026-05-01', 3, 'a'.repeat(16), 'demo_opened'),
      event('2026-05-01', 4, 'a'.repeat(16), 'demo_sent'),
      event('2026-05-01', 5, 'a'.repeat(16), 'slot_booked'),
      view('2026-05-01', 1, 'b'.repeat(16), '/en/pricing', { utmSource: 'newsletter' }),
      event('2026-05-01', 6, 'b'.repeat(16), 'demo_opened'),
      event('2026-05-01', 7, 'b'.repeat(16), 'demo_opened'),
      view('2026-05-01', 1, 'c'.repeat(16), '/es'),
      // Day 2: a new hash (A again, unrecognisable) lands on /en/pricing and sends a demo request.
      view('2026-05-02', 1, 'd'.repeat(16), '/en/pricing'),
      event('2026-05-02', 2, 'd'.repeat(16), 'demo_sent'),
      // Outside the range.
      view('2026-04-30', 1, 'e'.repeat(16), '/en'),
      // Web Vitals of /en: LCP 1000..4000 → p75 3250; CLS 0, 0.05, 0.2, 0.3 → p75 0.225.
      ...[1000, 2000, 3000, 4000].map((value) => vital('LCP', value)),
      ...[0, 0.05, 0.2, 0.3].map((value) => vital('CLS', value)),
      vital('TTFB', 300, '/es'),
    ];
    await store().insert(rows);
    const range = { from: '2026-05-01', to: '2026-05-02' };
    expect(await store().totals(range)).toEqual({ visitors: 4, pageviews: 5 });
    expect(await store().daily(range)).toEqual([
      { day: '2026-05-01', visitors: 3, pageviews: 4 },
      { day: '2026-05-02', visitors: 1, pageviews: 1 },
    ]);
    expect(await store().daily({ from: '2026-04-29', to: '2026-04-30' })).toEqual([
      { day: '2026-04-29', visitors: 0, pageviews: 0 },
      { day: '2026-04-30', visitors: 1, pageviews: 1 },
    ]);
    expect(await store().pages(range)).toEqual({
      rows: [
        { path: '/en/pricing', locale: 'en', visitors: 3, pageviews: 3 },
        { path: '/en', locale: 'en', visitors: 1, pageviews: 1 },
        { path: '/es', locale: 'es', visitors: 1, pageviews: 1 },
      ],
      total: 3,
      page: 1,
      pageCount: 1,
      sums: { visitors: 5, pageviews: 5 },
    });
    expect((await store().sources(range)).rows).toContainEqual({ path: '/en', locale: 'en', source: 'google.com', visitors: 1 });
    expect((await store().sources(range)).rows).toContainEqual({ path: '/en/pricing', locale: 'en', source: 'newsletter', visitors: 1 });

    const { rows: funnel } = await store().funnel(range);
    // The languages first (all landing pages), then each landing page.
    // Nested steps: D sent a request without an "opened" event, so D opened too (no step above the one before).
    expect(funnel).toEqual([
      { path: null, locale: 'en', visitors: 3, opened: 3, sent: 2, booked: 1 },
      { path: null, locale: 'es', visitors: 1, opened: 0, sent: 0, booked: 0 },
      { path: '/en/pricing', locale: 'en', visitors: 2, opened: 2, sent: 1, booked: 0 },
      { path: '/en', locale: 'en', visitors: 1, opened: 1, sent: 1, booked: 1 },
      { path: '/es', locale: 'es', visitors: 1, opened: 0, sent: 0, booked: 0 },
    ]);

    const { rows: vitals } = await store().vitals(range);
    const en = vitals.find((row) => row.path === '/en')!;
    expect(en.p75.LCP).toBeCloseTo(3250);
    expect(en.p75.CLS).toBeCloseTo(0.225);
    expect(en.samples).toEqual({ LCP: 4, CLS: 4 });
    expect(vitals.find((row) => row.path === '/es')).toMatchObject({ p75: { TTFB: 300 }, samples: { TTFB: 1 } });

    // One page: its views and sources, the funnel of the visitors who landed on it, its vitals.
    const pricing = { ...range, path: '/en/pricing' };
    expect(await store().totals(pricing)).toEqual({ visitors: 3, pageviews: 3 });
    expect((await store().pages(pricing)).rows).toEqual([{ path: '/en/pricing', locale: 'en', visitors: 3, pageviews: 3 }]);
    expect((await store().sources(pricing)).rows.map((row) => row.path)).toEqual(['/en/pricing', '/en/pricing']);
    expect((await store().funnel(pricing)).rows).toEqual([
      { path: null, locale: 'en', visitors: 2, opened: 2, sent: 1, booked: 0 },
      { path: '/en/pricing', locale: 'en', visitors: 2, opened: 2, sent: 1, booked: 0 },
    ]);
    expect((await store().vitals(pricing)).rows).toEqual([]);
    expect((await store().vitals({ ...range, path: '/en' })).rows.map((row) => row.path)).toEqual(['/en']);
    // A value is a bound parameter, never SQL.
    expect((await store().pages({ ...range, path: "/en' or '1'='1" })).rows).toEqual([]);

    // Rolled up, every answer is the same (the raw events of 2026-04-30 to 05-02 stay for the next tests).
    await expectSameOnceRolledUp([range, pricing, { ...range, path: '/en' }, { from: '2026-04-29', to: '2026-05-02' }]);
  });

  it('nests the funnel’s steps (never more bookings than requests) and counts a visitor-day in the language of its furthest step', async () => {
    const day = '2026-06-03';
    const at = (minute: number) => new Date(`${day}T09:${String(minute).padStart(2, '0')}:00Z`);
    const view = (minute: number, visitor: string, path: string): EventRow => ({ at: at(minute), day, kind: 'pageview', visitor, path, locale: path.startsWith('/es') ? 'es' : 'en' });
    const event = (minute: number, visitor: string, name: string, path: string): EventRow => ({ at: at(minute), day, kind: 'event', name, visitor, path, locale: path.startsWith('/es') ? 'es' : 'en' });
    await store().insert([
      // F lands in English, switches to Spanish, and books there; its request was sent without JavaScript (no event).
      view(1, 'f'.repeat(16), '/en/about'),
      view(2, 'f'.repeat(16), '/es/sobre-nosotros'),
      event(3, 'f'.repeat(16), 'demo_opened', '/en/about'),
      event(9, 'f'.repeat(16), 'slot_booked', '/es/demo/reservar'),
      // G opens and sends in English, and books nothing.
      view(1, 'g'.repeat(16), '/en/about'),
      event(2, 'g'.repeat(16), 'demo_opened', '/en/about'),
      event(3, 'g'.repeat(16), 'demo_sent', '/en/about'),
    ]);
    const { rows } = await store().funnel({ from: day, to: day });
    expect(rows).toEqual([
      { path: null, locale: 'en', visitors: 1, opened: 1, sent: 1, booked: 0 },
      { path: null, locale: 'es', visitors: 1, opened: 1, sent: 1, booked: 1 },
      { path: '/en/about', locale: 'en', visitors: 1, opened: 1, sent: 1, booked: 0 },
      { path: '/en/about', locale: 'es', visitors: 1, opened: 1, sent: 1, booked: 1 },
    ]);
    for (const row of rows) expect(row.visitors >= row.opened && row.opened >= row.sent && row.sent >= row.booked).toBe(true);
    await handle.exec(`delete from analytics_events where day = '${day}'`);
  });

  it('counts page views per country and device, and addresses not found apart from the pages, each filtered by page', async () => {
    const at = (minute: number) => new Date(`2026-06-01T09:${String(minute).padStart(2, '0')}:00Z`);
    const row = (minute: number, visitor: string, kind: string, path: string, extra: Partial<EventRow> = {}): EventRow => ({
      at: at(minute),
      day: '2026-06-01',
      kind,
      visitor: visitor.repeat(16),
      path,
      locale: path.startsWith('/es') ? 'es' : 'en',
      ...extra,
    });
    await store().insert([
      row(1, 'a', 'pageview', '/en', { country: 'MX', device: 'mobile' }),
      row(2, 'a', 'pageview', '/en/about', { country: 'MX', device: 'mobile' }),
      row(3, 'b', 'pageview', '/en', { country: 'ES', device: 'desktop' }),
      row(4, 'c', 'pageview', '/es', { device: 'tablet' }),
      row(5, 'd', 'pageview', '/es'),
      // Not found: twice by one visitor from a partner's broken link, once by another, once elsewhere.
      row(6, 'a', 'notfound', '/en/pricng', { country: 'MX', device: 'mobile', referrer: 'partner.example' }),
      row(7, 'a', 'notfound', '/en/pricng', { country: 'MX', device: 'mobile', referrer: 'partner.example' }),
      row(8, 'b', 'notfound', '/en/pricng', { country: 'ES', device: 'desktop' }),
      row(9, 'e', 'notfound', '/en/wp-login.php'),
      row(9, 'e', 'notfound', '/en/wp-login.php'),
      row(9, 'e', 'notfound', '/en/wp-login.php'),
    ]);
    const range = { from: '2026-06-01', to: '2026-06-01' };
    // The missing addresses are no page views: not in the totals, the pages, the funnel.
    expect(await store().totals(range)).toEqual({ visitors: 4, pageviews: 5 });
    expect((await store().pages(range)).rows.map((page) => page.path)).toEqual(['/en', '/es', '/en/about']);
    expect((await store().funnel(range)).rows.map((page) => page.path)).not.toContain('/en/pricng');
    expect((await store().countries(range)).rows).toEqual([
      { country: 'MX', visitors: 1, pageviews: 2 },
      { country: 'ES', visitors: 1, pageviews: 1 },
      { country: null, visitors: 2, pageviews: 2 },
    ]);
    expect(await store().devices(range)).toEqual([
      { device: 'mobile', visitors: 1, pageviews: 2 },
      { device: 'desktop', visitors: 1, pageviews: 1 },
      { device: 'tablet', visitors: 1, pageviews: 1 },
      { device: null, visitors: 1, pageviews: 1 },
    ]);
    // Most visitors first: one client asking for a path three times counts once.
    expect((await store().notFound(range)).rows).toEqual([
      { path: '/en/pricng', locale: 'en', visitors: 2, hits: 3, referrer: 'partner.example' },
      { path: '/en/wp-login.php', locale: 'en', visitors: 1, hits: 3, referrer: null },
    ]);
    // The page filter and the date range narrow them all.
    expect((await store().countries({ ...range, path: '/en' })).rows).toEqual([
      { country: 'ES', visitors: 1, pageviews: 1 },
      { country: 'MX', visitors: 1, pageviews: 1 },
    ]);
    expect(await store().devices({ ...range, path: '/es' })).toEqual([
      { device: 'tablet', visitors: 1, pageviews: 1 },
      { device: null, visitors: 1, pageviews: 1 },
    ]);
    expect((await store().notFound({ ...range, path: '/en/pricng' })).rows).toHaveLength(1);
    expect((await store().notFound({ ...range, path: '/en' })).rows).toEqual([]);
    expect((await store().countries({ from: '2026-06-02', to: '2026-06-03' })).rows).toEqual([]);
    expect((await store().notFound({ from: '2026-05-30', to: '2026-05-31' })).rows).toEqual([]);
    await expectSameOnceRolledUp([range, { ...range, path: '/en' }, { ...range, path: '/es' }, { ...range, path: '/en/pricng' }, { from: '2026-05-30', to: '2026-06-03' }]);
    await handle.exec("delete from analytics_events where day = '2026-06-01'");
  });

  it('writes a page view of a path that is no page as a not-found hit, through the collector', async () => {
    const collector = createCollector({ store: store(), siteHost: 'otailo.com', retention: { rawDays: 40, keepDays: 760 } });
    const visitor = { address: '198.51.100.8', userAgent: CHROME, country: 'AR' };
    const check = (path: string) => (path === '/es/contacto' ? ('page' as const) : ('missing' as const));
    collector.accept({ k: 'pageview', u: '/es/contacto', w: 800 }, visitor, check);
    collector.accept({ k: 'pageview', u: '/es/contato', r: 'https://old.example/x', w: 800 }, visitor, check);
    await collector.close();
    const { rows } = await handle.query("select kind, path, referrer, country, device from analytics_events where path like '/es/conta%' order by path");
    expect(rows).toEqual([
      { kind: 'pageview', path: '/es/contacto', referrer: null, country: 'AR', device: 'tablet' },
      { kind: 'notfound', path: '/es/contato', referrer: 'old.example', country: 'AR', device: 'tablet' },
    ]);
    const range = { from: '2000-01-01', to: '2100-01-01' };
    expect((await store().pages({ ...range, path: '/es/contacto' })).rows.map((page) => page.path)).toEqual(['/es/contacto']);
    expect((await store().pages({ ...range, path: '/es/contato' })).rows).toEqual([]);
    expect((await store().notFound(range)).rows.map((page) => page.path)).toEqual(['/es/contato']);
    await handle.exec("delete from analytics_events where path like '/es/conta%'");
  });
  it('reads a table a page at a time, with the sums of every row, the last page for one past the end, the same once rolled up', async () => {
    const day = '2026-08-01';
    const at = (minute: number) => new Date(Date.parse(`${day}T10:00:00Z`) + minute * 60_000);
    // 120 pages: /en/p-0 … /en/p-119, the page n the landing page of n + 1 visitor-days (7,260 in all).
    const rows: EventRow[] = Array.from({ length: 120 }, (_, n) =>
      Array.from({ length: n + 1 }, (_, view): EventRow => ({ at: at(view), day, kind: 'pageview', visitor: `${n}-${view}`.padStart(16, 'v'), path: `/en/p-${n}`, locale: 'en', country: view % 2 ? 'ES' : 'MX' })),
    ).flat();
    await store().insert(rows);
    const range = { from: day, to: day };
    const first = await store().pages(range);
    expect(first).toMatchObject({ total: 120, page: 1, pageCount: 3, sums: { pageviews: rows.length, visitors: rows.length } });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]).toEqual({ path: '/en/p-119', locale: 'en', visitors: 120, pageviews: 120 });
    const third = await store().pages(range, 3);
    expect(third.rows.map((row) => row.path)).toEqual(Array.from({ length: 20 }, (_, n) => `/en/p-${19 - n}`));
    expect(await store().pages(range, 99)).toEqual(third);
    expect((await store().countries(range, 2)).page).toBe(1);
    // The funnel's languages (its totals) head every page; its landing pages are paged.
    const funnel = await store().funnel(range, 2);
    expect(funnel).toMatchObject({ total: 120, page: 2, pageCount: 3 });
    expect(funnel.rows[0]).toMatchObject({ path: null, locale: 'en' });
    expect(funnel.rows.slice(1).map((row) => row.path)).toEqual(Array.from({ length: 50 }, (_, n) => `/en/p-${69 - n}`));
    await rollUpAll();
    expect(await store().pages(range, 3)).toEqual(third);
    expect(await store().funnel(range, 2)).toEqual(funnel);
    await forgetRollups();
    await handle.exec(`delete from analytics_events where day = '${day}'`);
  });
});
