import { describe, expect, it, vi } from 'vitest';
import { BOT_PATTERNS, isBot } from './bots';
import { EventBuffer } from './buffer';
import { collectBody, countryFrom, deviceClass, pageFields, quantizeVital, referrerHost } from './collect-schema';
import { createCollector } from './collector';
import { parseDayRange, parsePagePath } from './range';
import { handleCollect, type CollectDeps } from './request';
import { MAX_COLLECT_BYTES, MAX_COLLECT_EVENTS } from './shared/events';
import type { AnalyticsStore, EventRow } from './store';
import { visitorHash } from './visitor';
import { analyticsCsv, emptyAnalyticsData } from './csv';
import { createPageCatalogue, staticPagePaths } from './pages';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36';

describe('the request body', () => {
  it('takes page views, the known events and bounded Web Vitals, and nothing else', () => {
    const ok = collectBody.safeParse({
      e: [
        { k: 'pageview', u: '/en/pricing?utm_source=news', r: 'https://www.google.com/search?q=x', w: 390 },
        { k: 'event', n: 'demo_sent', u: '/en' },
        { k: 'event', n: 'newsletter_confirmed', u: '/es/blog' },
        { k: 'vital', n: 'LCP', u: '/en', v: 1234.5 },
        { k: 'vital', n: 'CLS', u: '/en', v: 0.02 },
      ],
    });
    expect(ok.success).toBe(true);
    const refused = [
      { e: [] },
      { e: Array.from({ length: MAX_COLLECT_EVENTS + 1 }, () => ({ k: 'pageview', u: '/en' })) },
      { e: [{ k: 'event', n: 'purchase', u: '/en' }] },
      { e: [{ k: 'vital', n: 'FID', u: '/en', v: 10 }] },
      { e: [{ k: 'vital', n: 'LCP', u: '/en', v: -1 }] },
      { e: [{ k: 'vital', n: 'CLS', u: '/en', v: 51 }] },
      { e: [{ k: 'vital', n: 'INP', u: '/en', v: 1e9 }] },
      { e: [{ k: 'pageview', u: 'x'.repeat(1001) }] },
      { e: [{ k: 'pageview', u: '/en', w: 1.5 }] },
      { e: 'nope' },
    ];
    for (const body of refused) expect(collectBody.safeParse(body).success, JSON.stringify(body).slice(0, 80)).toBe(false);
    expect(collectBody.safeParse({ e: Array.from({ length: MAX_COLLECT_EVENTS }, () => ({ k: 'pageview', u: '/en' })) }).success).toBe(true);
  });

  it("keeps only this site's paths, drops the query but for capped UTM tags, and the referrer's host alone", () => {
    expect(pageFields('/en/pricing?utm_source=news&utm_medium=mail&utm_campaign=spring&email=a@b.c&gclid=1')).toEqual({
      path: '/en/pricing',
      locale: 'en',
      utmSource: 'news',
      utmMedium: 'mail',
      utmCampaign: 'spring',
    });
    expect(pageFields('/es/blog/')).toMatchObject({ path: '/es/blog', locale: 'es', utmSource: null });
    expect(pageFields(`/en?utm_campaign=${'c'.repeat(500)}`)!.utmCampaign).toHaveLength(100);
    for (const bad of ['https://evil.example/en', '//evil.example/en', '/de/pricing', '/en/<script>', '/admin', '/en/Secret', `/en/${'a'.repeat(200)}`, 'en']) {
      expect(pageFields(bad), bad).toBeNull();
    }
    expect(referrerHost('https://www.Google.com/search?q=otailo', 'www.otailo.com')).toBe('google.com');
    expect(referrerHost('https://otailo.com/en', 'www.otailo.com')).toBeNull();
    expect(referrerHost('android-app://com.slack', 'otailo.com')).toBeNull();
    expect(referrerHost('not a url', 'otailo.com')).toBeNull();
  });

  it('classes devices by width and takes two-letter countries only', () => {
    expect([deviceClass(390), deviceClass(800), deviceClass(1440), deviceClass(undefined), deviceClass(0)]).toEqual(['mobile', 'tablet', 'desktop', null, null]);
    expect([countryFrom('es'), countryFrom('XX'), countryFrom('T1'), countryFrom('ESP'), countryFrom(null)]).toEqual(['ES', null, null, null, null]);
  });
});

describe('the bot list', () => {
  it('drops crawlers, monitors, previews and HTTP libraries, keeps browsers, headless Chrome included', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'curl/8.5.0',
      'python-requests/2.31.0',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
      'UptimeRobot/2.0; http://www.uptimerobot.com/',
      '',
      'x',
    ]) {
      expect(isBot(agent), agent).toBe(true);
    }
    for (const agent of [CHROME, HEADLESS, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0']) {
      expect(isBot(agent), agent).toBe(false);
    }
    expect(BOT_PATTERNS.length).toBeGreaterThan(5);
  });
});

describe('the visitor hash', () => {
  it('is the same for a visitor within a day, another the next day, and never the address', () => {
    const today = visitorHash('salt-1', 'otailo.com', '203.0.113.9', CHROME);
    expect(today).toMatch(/^[0-9a-f]{16}$/);
    expect(visitorHash('salt-1', 'otailo.com', '203.0.113.9', CHROME)).toBe(today);
    expect(visitorHash('salt-2', 'otailo.com', '203.0.113.9', CHROME)).not.toBe(today);
    expect(visitorHash('salt-1', 'otailo.com', '203.0.113.10', CHROME)).not.toBe(today);
    expect(visitorHash('salt-1', 'otailo.com', '203.0.113.9', HEADLESS)).not.toBe(today);
    expect(visitorHash('salt-1', 'example.com', '203.0.113.9', CHROME)).not.toBe(today);
  });
});

describe('the write buffer', () => {
  it('writes in batches on its timer, drops and counts past its capacity, and writes the rest on close', async () => {
    vi.useFakeTimers();
    try {
      const written: number[][] = [];
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      const buffer = new EventBuffer<number>({
        capacity: 5,
        batchSize: 3,
        intervalMs: 1000,
        write: async (items) => {
          await gate;
          written.push(items);
        },
      });
      expect(buffer.add(1)).toBe(true);
      expect(buffer.add(2)).toBe(true);
      expect(written).toEqual([]);
      expect(buffer.add(3)).toBe(true); // a full batch: its flush starts, waiting on the database
      await vi.advanceTimersByTimeAsync(0);
      for (const n of [4, 5, 6, 7, 8]) buffer.add(n);
      // 3 taken by the flush; 4–8 fit (capacity 5); none dropped yet
      expect(buffer.add(9)).toBe(false);
      expect(buffer.stats.dropped).toBe(1);
      release();
      await vi.advanceTimersByTimeAsync(1000);
      expect(written.flat()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(written.every((batch) => batch.length <= 3)).toBe(true);
      buffer.add(10);
      await buffer.close();
      expect(written.flat()).toContain(10);
      expect(buffer.add(11)).toBe(false);
      expect(buffer.stats).toMatchObject({ written: 9, dropped: 2, failed: 0, waiting: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('counts a failed write and goes on', async () => {
    const errors: number[] = [];
    let fail = true;
    const buffer = new EventBuffer<number>({
      capacity: 10,
      batchSize: 10,
      intervalMs: 10_000,
      write: async () => {
        if (fail) throw new Error('database down');
      },
      onError: (_error, lost) => errors.push(lost),
    });
    buffer.add(1);
    buffer.add(2);
    await buffer.flush();
    fail = false;
    buffer.add(3);
    await buffer.flush();
    expect(errors).toEqual([2]);
    expect(buffer.stats).toMatchObject({ written: 1, failed: 2 });
  });
});

/** A store in memory, for the collector's own logic. */
function memoryStore() {
  const salts = new Map<string, string>();
  const rows: EventRow[] = [];
  let saltCalls = 0;
  const store = {
    salt: async (day: string) => {
      saltCalls += 1;
      if (!salts.has(day)) salts.set(day, `salt-of-${day}-${Math.random()}`);
      return salts.get(day)!;
    },
    forgetSaltsBefore: async (today: string) => {
      for (const day of salts.keys()) if (day < today) salts.delete(day);
    },
    insert: async (events: readonly EventRow[]) => void rows.push(...events),
    maintain: async () => ({ rolledUp: [], rawDeleted: 0, rollupsDeleted: 0 }),
  } as unknown as AnalyticsStore;
  return { store, salts, rows, saltCalls: () => saltCalls };
}

describe('the collector', () => {
  it('hashes at flush with the day’s salt, forgets past salts, and stores no address or browser', async () => {
    const memory = memoryStore();
    let now = new Date('2026-03-01T23:59:59Z');
    const collector = createCollector({ store: memory.store, siteHost: 'otailo.com', retention: { rawDays: 40, keepDays: 760 }, now: () => now });
    const visitor = { address: '203.0.113.9', userAgent: CHROME, country: 'es' };
    collector.accept({ k: 'pageview', u: '/en/pricing?utm_source=news', r: 'https://news.example/a?b', w: 390 }, visitor);
    collector.accept({ k: 'event', n: 'demo_opened', u: '/en/pricing' }, visitor);
    expect(collector.accept({ k: 'pageview', u: 'https://evil.example/' }, visitor)).toBe(false);
    await collector.flush();
    expect(memory.rows).toHaveLength(2);
    const [view, opened] = memory.rows;
    expect(view).toMatchObject({ day: '2026-03-01', kind: 'pageview', path: '/en/pricing', locale: 'en', referrer: 'news.example', utmSource: 'news', country: 'ES', device: 'mobile' });
    expect(opened!.visitor).toBe(view!.visitor);
    for (const row of memory.rows) {
      const stored = JSON.stringify(row);
      expect(stored).not.toContain('203.0.113.9');
      expect(stored).not.toContain('Chrome');
    }

    now = new Date('2026-03-02T00:00:01Z');
    collector.accept({ k: 'pageview', u: '/en' }, visitor);
    await collector.flush();
    expect(memory.rows[2]!.day).toBe('2026-03-02');
    expect(memory.rows[2]!.visitor).not.toBe(view!.visitor);
    // The day before's salt is gone: its hashes cannot be recomputed.
    expect([...memory.salts.keys()]).toEqual(['2026-03-02']);
  });
});

describe('the collector’s budget', () => {
  it('writes what the site-wide budget grants, drops the rest, then refuses at the door until the window ends', async () => {
    const memory = memoryStore();
    let now = new Date('2026-03-01T14:59:00Z');
    let left = 3;
    const asked: number[] = [];
    const refused: number[] = [];
    const budget = {
      spend: async (count: number) => {
        asked.push(count);
        const granted = Math.min(count, left);
        left -= granted;
        return { granted, retryAfter: granted < count ? 60 : 0 };
      },
      refuse: async (count: number) => void refused.push(count),
    };
    const collector = createCollector({ store: memory.store, siteHost: 'otailo.com', retention: { rawDays: 40, keepDays: 760 }, budget, now: () => now });
    const visitor = { address: '203.0.113.9', userAgent: CHROME };
    for (let i = 0; i < 5; i += 1) collector.accept({ k: 'pageview', u: '/en' }, visitor);
    expect(collector.closedFor()).toBe(0);
    await collector.flush();
    expect(asked).toEqual([5]);
    expect(memory.rows).toHaveLength(3);
    expect(collector.closedFor()).toBe(60);
    now = new Date('2026-03-01T15:00:00Z');
    expect(collector.closedFor()).toBe(0);
    await collector.close();
  });
});

describe('Web Vitals as kept', () => {
  it('to the dashboard’s precision: 1 ms below a second, 10 ms above, CLS to 0.001 (0.01 from 1)', () => {
    expect(quantizeVital('LCP', 1234.5)).toBe(1230);
    expect(quantizeVital('LCP', 1235)).toBe(1240);
    expect(quantizeVital('INP', 87.4)).toBe(87);
    expect(quantizeVital('TTFB', 999.4)).toBe(999);
    expect(quantizeVital('CLS', 0.0234)).toBe(0.023);
    expect(quantizeVital('CLS', 1.234)).toBe(1.23);
  });
});

describe('the page catalogue', () => {
  it('knows every static page in both languages as the browser shows it, not the admin area', () => {
    const paths = staticPagePaths();
    for (const path of ['/en', '/es', '/en/about', '/es/sobre-nosotros', '/es/soluciones/devoluciones', '/en/demo/book', '/es/demo/reservar', '/es/boletin/confirmar', '/en/privacy-policy']) {
      expect(paths.has(path), path).toBe(true);
    }
    for (const path of ['/en/manage', '/es/about', '/en/wp-login.php', '/en/blog/anything']) expect(paths.has(path), path).toBe(false);
  });

  it('knows published entries in their language, reloads them at most every minute, and sooner for an unknown path', async () => {
    let clock = 0;
    let entries = [
      { path: '/blog/returns-101', locale: 'en' as const },
      { path: '/careers/ingeniera', locale: 'es' as const },
      { path: '/integrations/shopify' },
    ];
    const load = vi.fn(async () => entries);
    const catalogue = createPageCatalogue({ load, now: () => clock });
    const check = await catalogue.check(['/en']);
    expect(load).toHaveBeenCalledTimes(1);
    expect(check('/en/blog/returns-101')).toBe('page');
    expect(check('/es/blog/returns-101')).toBe('missing');
    expect(check('/es/empleo/ingeniera')).toBe('page');
    expect(check('/en/integrations/shopify')).toBe('page');
    expect(check('/es/integraciones/shopify')).toBe('page');
    expect(check('/en/wp-login.php')).toBe('missing');
    // Editors' previews count neither way.
    expect(check('/en/preview')).toBe('unsure');

    // A post published now: an unknown path reloads, but not more than once per 5 s.
    entries = [...entries, { path: '/blog/new', locale: 'en' }];
    clock = 1_000;
    expect((await catalogue.check(['/en/blog/new']))('/en/blog/new')).toBe('missing');
    clock = 5_000;
    expect((await catalogue.check(['/en/blog/new']))('/en/blog/new')).toBe('page');
    expect(load).toHaveBeenCalledTimes(2);
    // Known paths alone reload after a minute only, and in the background.
    clock = 30_000;
    await catalogue.check(['/en', '/en/blog/new']);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 66_000;
    await catalogue.check(['/en']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps static pages and drops the others, undecided, while the entries cannot be read', async () => {
    const errors: unknown[] = [];
    let clock = 0;
    const load = vi.fn(async (): Promise<{ path: string }[]> => {
      throw new Error('database down');
    });
    const catalogue = createPageCatalogue({ load, now: () => clock, onError: (error) => errors.push(error) });
    const check = await catalogue.check(['/en/blog/x']);
    expect(check('/en/about')).toBe('page');
    expect(check('/en/blog/x')).toBe('unsure');
    expect(errors).toHaveLength(1);
    // Not retried by every request: once per 5 s.
    clock = 4_000;
    await catalogue.check(['/en/blog/x']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('turns a page view of a missing path into a not-found hit and drops its Web Vitals and undecided views', async () => {
    const memory = memoryStore();
    const collector = createCollector({ store: memory.store, siteHost: 'otailo.com', retention: { rawDays: 40, keepDays: 760 } });
    const visitor = { address: '203.0.113.9', userAgent: CHROME };
    const check = (path: string) => (path === '/en' ? 'page' : path === '/en/blog/draft' ? 'unsure' : 'missing') as 'page' | 'missing' | 'unsure';
    expect(collector.accept({ k: 'pageview', u: '/en', w: 1400 }, visitor, check)).toBe(true);
    expect(collector.accept({ k: 'pageview', u: '/en/wp-login.php?x=1', r: 'https://scanner.example/', w: 1400 }, visitor, check)).toBe(true);
    expect(collector.accept({ k: 'vital', n: 'LCP', u: '/en/wp-login.php', v: 900 }, visitor, check)).toBe(false);
    expect(collector.accept({ k: 'pageview', u: '/en/blog/draft' }, visitor, check)).toBe(false);
    // An event keeps its name wherever it fired (the demo dialog opens on any page).
    expect(collector.accept({ k: 'event', n: 'demo_opened', u: '/en/old-page' }, visitor, check)).toBe(true);
    await collector.flush();
    expect(memory.rows.map((row) => [row.kind, row.path])).toEqual([
      ['pageview', '/en'],
      ['notfound', '/en/wp-login.php'],
      ['event', '/en/old-page'],
    ]);
    expect(memory.rows[1]).toMatchObject({ referrer: 'scanner.example', device: 'desktop' });
  });
});

describe('the collect request', () => {
  const deps = (accepted: unknown[] = [], allowed = true): CollectDeps => ({
    accept: (event) => (accepted.push(event), true),
    allow: async () => (allowed ? 0 : 42),
    clientIp: () => '203.0.113.9',
    countryHeader: 'cf-ipcountry',
  });
  const post = (body: string, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/collect', { method: 'POST', body, headers: { 'content-type': 'text/plain', 'user-agent': HEADLESS, ...headers } });
  const body = JSON.stringify({ e: [{ k: 'pageview', u: '/en' }] });

  it('answers 204 and queues the events', async () => {
    const accepted: unknown[] = [];
    expect((await handleCollect(post(body), deps(accepted))).status).toBe(204);
    expect(accepted).toHaveLength(1);
  });

  it('refuses a body past 8 KB with 413, bad JSON or too many events with 400, and a spent allowance with 429', async () => {
    const big = JSON.stringify({ e: [{ k: 'pageview', u: `/en?${'a'.repeat(MAX_COLLECT_BYTES)}` }] });
    expect((await handleCollect(post(big), deps())).status).toBe(413);
    expect((await handleCollect(post('{nope'), deps())).status).toBe(400);
    const many = JSON.stringify({ e: Array.from({ length: 26 }, () => ({ k: 'pageview', u: '/en' })) });
    expect((await handleCollect(post(many), deps())).status).toBe(400);
    const refused = await handleCollect(post(body), deps([], false));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('42');
  });

  it('refuses with 429 while the site-wide budget of events is spent, and counts the events refused', async () => {
    const accepted: unknown[] = [];
    let closed = 600;
    const refusals: number[] = [];
    const budget = { closedFor: () => closed, refuse: (count: number) => void refusals.push(count) };
    const two = JSON.stringify({ e: [{ k: 'pageview', u: '/en' }, { k: 'pageview', u: '/en/about' }] });
    const answer = await handleCollect(post(two), { ...deps(accepted), budget });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('retry-after')).toBe('600');
    expect(refusals).toEqual([2]);
    closed = 0;
    expect((await handleCollect(post(two), { ...deps(accepted), budget })).status).toBe(204);
    expect(accepted).toHaveLength(2);
  });

  it('looks the page views up in the page catalogue once per request, not per event', async () => {
    const seen: [unknown, unknown][] = [];
    const pages = vi.fn(async () => (path: string) => (path === '/en' ? ('page' as const) : ('missing' as const)));
    const request = JSON.stringify({ e: [{ k: 'pageview', u: '/en' }, { k: 'pageview', u: '/en/nope?utm_source=x' }, { k: 'event', n: 'demo_opened', u: '/en' }, { k: 'pageview', u: 'https://evil.example/' }] });
    const answer = await handleCollect(post(request), { ...deps(), pages, accept: (event, _visitor, check) => (seen.push([event.u, check?.(event.u.split('?')[0]!)]), true) });
    expect(answer.status).toBe(204);
    expect(pages).toHaveBeenCalledTimes(1);
    expect(pages).toHaveBeenCalledWith(['/en', '/en/nope']);
    expect(seen.slice(0, 2)).toEqual([
      ['/en', 'page'],
      ['/en/nope?utm_source=x', 'missing'],
    ]);
  });

  it('drops bots, Do Not Track and Global Privacy Control silently', async () => {
    const accepted: unknown[] = [];
    for (const headers of [{ 'user-agent': 'Googlebot/2.1' }, { dnt: '1' }, { 'sec-gpc': '1' }] as Record<string, string>[]) {
      expect((await handleCollect(post(body, headers), deps(accepted))).status).toBe(204);
    }
    expect(accepted).toEqual([]);
  });
});

describe('the date range', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('is the last 30 days by default, at most 366, and refuses what is not a day', () => {
    expect(parseDayRange(undefined, undefined, now)).toEqual({ from: '2026-10-28', to: '2026-11-26', corrected: false });
    expect(parseDayRange('2026-01-01', '2026-01-31', now)).toEqual({ from: '2026-01-01', to: '2026-01-31', corrected: false });
    expect(parseDayRange('2020-01-01', '2026-11-26', now)).toEqual({ from: '2025-11-26', to: '2026-11-26', corrected: true });
    expect(parseDayRange('2026-02-30', 'drop table', now)).toEqual({ from: '2026-10-28', to: '2026-11-26', corrected: true });
    expect(parseDayRange('2026-03-10', '2026-03-01', now)).toEqual({ from: '2026-03-01', to: '2026-03-10', corrected: true });
  });

  it('filters on a page only when given a path as the collector stores it', () => {
    expect(parsePagePath(' /es/recursos ')).toBe('/es/recursos');
    expect(parsePagePath('/')).toBe('/');
    for (const refused of [undefined, null, '', 'es/recursos', 'https://otailo.com/en', '/en?x=1', '/en#top', '/a b', `/${'a'.repeat(200)}`]) {
      expect(parsePagePath(refused), String(refused)).toBeUndefined();
    }
  });
});

describe('the CSV files', () => {
  it('defuse formulas in cells', () => {
    const csv = analyticsCsv('sources', { ...emptyAnalyticsData(), sources: [{ path: '/en', locale: 'en', source: '=HYPERLINK("x")', visitors: 2 }] });
    expect(csv).toContain(`'=HYPERLINK`);
    expect(csv.split('\r\n')[0]).toBe('\uFEFFpath,locale,source,visitors');
  });

  it('list the events by their names, the server-recorded ones included', () => {
    const events = [
      { name: 'resource_downloaded', events: 3, visitors: 2 },
      { name: 'newsletter_confirmed', events: 1, visitors: 1 },
    ] as const;
    const csv = analyticsCsv('events', { ...emptyAnalyticsData(), events: [...events] });
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['\uFEFFevent,events,visitors', 'resource_downloaded,3,2', 'newsletter_confirmed,1,1']);
  });

  it('list countries, devices and addresses not found, unknowns named', () => {
    const data = {
      ...emptyAnalyticsData(),
      countries: [{ country: 'MX', visitors: 2, pageviews: 3 }, { country: null, visitors: 1, pageviews: 1 }],
      devices: [{ device: 'mobile' as const, visitors: 2, pageviews: 3 }, { device: null, visitors: 1, pageviews: 1 }],
      notFound: [{ path: '/en/=cmd', locale: 'en', visitors: 2, hits: 5, referrer: null }],
    };
    expect(analyticsCsv('countries', data).split('\r\n').slice(0, 3)).toEqual(['\uFEFFcountry,visitors,pageviews', 'MX,2,3', '(unknown),1,1']);
    expect(analyticsCsv('devices', data).split('\r\n').slice(0, 3)).toEqual(['\uFEFFdevice,visitors,pageviews', 'mobile,2,3', '(unknown),1,1']);
    expect(analyticsCsv('notFound', data).split('\r\n').slice(0, 2)).toEqual(['\uFEFFpath,locale,visitors,hits,top_referrer', '/en/=cmd,en,2,5,(direct)']);
  });
});
