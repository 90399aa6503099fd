/**
 * The sitemap is kept by the production server's page store like a page (app/sitemap.xml/route.ts,
 * lib/infra/seo/sitemap.ts), so it must leave the store exactly when a page would: at any cache
 * tag's revalidation (an edit of anything it lists, a redirect), and by the publication clock at a
 * scheduled entry's moment and an opening's validThrough, with nobody touching the site. The pieces
 * here are the server's own: the page store, the revalidation count, the cache handler the clock's
 * expiry reaches, the openings' schedule on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MetadataRoute } from 'next';
import { createPublicationClock } from '@/lib/features/publishing/publication-clock';
import { openingInput } from '@/lib/features/openings/opening.fixture';
import { openingSchedule } from '@/lib/features/openings/schedule';
import { createOpeningStore } from '@/lib/features/openings/store';
import { PUBLIC_REVALIDATE_SECONDS } from '@/lib/features/publishing/public-cache';
import { expireTagsOutsideRequest } from '@/lib/infra/cache/expire.mjs';
import { generationReader } from '@/lib/infra/cache/generation.mjs';
import CacheHandler from '@/lib/infra/cache/handler.mjs';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { SITEMAP_CONTENT_TYPE, sitemapResponse, sitemapXml, withoutRedirected } from '@/lib/infra/seo/sitemap';
import { lookupKey, replaceRedirectTable } from '@/lib/infra/routing/redirect-table.mjs';
import { createPageStore, identityOf, keepSeconds, type FinishedDocument } from '@/server/page-store.mjs';
import { freshDatabase, testBackends } from '@/test/databases';

const SITE = 'https://otailo.test';

/** The route's response as the server records it once sent (header names in lower case). */
async function finished(response: Response): Promise<FinishedDocument> {
  return { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
}

const entries = (slugs: string[]): MetadataRoute.Sitemap =>
  slugs.map((slug) => ({ url: `${SITE}/en/careers/${slug}`, alternates: { languages: { en: `${SITE}/en/careers/${slug}`, 'x-default': `${SITE}/en/careers/${slug}` } } }));

describe('the sitemap document', () => {
  it('is written as Next.js wrote it, addresses escaped', () => {
    const xml = sitemapXml([
      { url: `${SITE}/en/about`, alternates: { languages: { en: `${SITE}/en/about`, es: `${SITE}/es/sobre-nosotros` } }, changeFrequency: 'monthly', priority: 0.7 },
      { url: `${SITE}/en/blog/a&b`, lastModified: '2026-11-20T10:00:00.000Z', priority: 0.6 },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `<url>\n<loc>${SITE}/en/about</loc>\n` +
        `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/en/about" />\n` +
        `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/sobre-nosotros" />\n` +
        '<changefreq>monthly</changefreq>\n<priority>0.7</priority>\n</url>\n' +
        `<url>\n<loc>${SITE}/en/blog/a&amp;b</loc>\n<lastmod>2026-11-20T10:00:00.000Z</lastmod>\n<priority>0.6</priority>\n</url>\n` +
        '</urlset>\n',
    );
    expect(sitemapXml([{ url: `${SITE}/en` }])).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
  });

  it('leaves out addresses with a redirect or a 410, and alternates that lead to one', () => {
    replaceRedirectTable(
      [
        [lookupKey('/en/blog/retired'), { status: 410, target: null }],
        [lookupKey('/es/blog/movido'), { status: 301, target: '/es/blog/nuevo' }],
      ],
      'test-1',
    );
    try {
      const listed = withoutRedirected([
        { url: `${SITE}/en/blog/retired`, alternates: { languages: { en: `${SITE}/en/blog/retired`, es: `${SITE}/es/blog/kept` } } },
        { url: `${SITE}/en/blog/kept`, alternates: { languages: { en: `${SITE}/en/blog/kept`, es: `${SITE}/es/blog/movido`, 'x-default': `${SITE}/en/blog/kept` } } },
        { url: `${SITE}/es/blog/movido/` },
      ]);
      expect(listed).toEqual([{ url: `${SITE}/en/blog/kept`, alternates: { languages: { en: `${SITE}/en/blog/kept`, 'x-default': `${SITE}/en/blog/kept` } } }]);
    } finally {
      replaceRedirectTable([], '');
    }
  });

  it('is kept by the page store for the hour pages are, as XML', async () => {
    const document = await finished(sitemapResponse(entries(['a']), PUBLIC_REVALIDATE_SECONDS));
    expect(document.headers['content-type']).toBe(SITEMAP_CONTENT_TYPE);
    expect(keepSeconds(document)).toBe(3600);
  });
});

describe.each(testBackends())('the kept sitemap and the publication clock on %s', (backend) => {
  let handle: DatabaseHandle;
  const database = async () => handle.db;
  const savedRedis = process.env.REDIS_URL;
  let clock: ReturnType<typeof createPublicationClock> | undefined;

  beforeAll(async () => {
    delete process.env.REDIS_URL; // this process's count, as one instance without Redis
    handle = await freshDatabase(backend);
    // Constructed as Next.js constructs it in the server: it leaves its revalidateTag for the clock.
    new CacheHandler({});
  });
  afterAll(async () => {
    clock?.stop();
    await handle?.close();
    if (savedRedis !== undefined) process.env.REDIS_URL = savedRedis;
  });

  /** Renders the "sitemap" from the database (the published openings) and offers it to the store, as the server does. */
  async function keepSitemap(pages: ReturnType<typeof createPageStore>, readGeneration: () => Promise<string | null>) {
    const generation = (await readGeneration())!;
    const live = await createOpeningStore(database).all({ includeDrafts: false });
    await pages.keep('/sitemap.xml', generation, await finished(sitemapResponse(entries(live.map((o) => o.slug)), PUBLIC_REVALIDATE_SECONDS)));
    return pages.get('/sitemap.xml', generation);
  }

  /** What a visitor gets now: the kept copy if still current, else a fresh render (then kept). */
  async function visit(pages: ReturnType<typeof createPageStore>, readGeneration: () => Promise<string | null>) {
    const kept = pages.get('/sitemap.xml', (await readGeneration())!);
    if (kept) return { fromStore: true, xml: identityOf(kept).toString() };
    return { fromStore: false, xml: identityOf((await keepSitemap(pages, readGeneration))!).toString() };
  }

  it('drops it at any tag revalidation, and at the instant an opening closes or a scheduled one opens', async () => {
    const pages = createPageStore({ maxBytes: 1024 * 1024 });
    const readGeneration = generationReader({ prefix: 'sitemap-test:' });
    const store = createOpeningStore(database);
    const closing = await store.create(openingInput({ slug: 'closes-soon', validThrough: new Date(Date.now() + 1500).toISOString() }), null);
    const opening = await store.create(openingInput({ slug: 'opens-soon', status: 'scheduled', publishedAt: new Date(Date.now() + 2500).toISOString() }), null);

    expect(await keepSitemap(pages, readGeneration)).toBeDefined();
    const first = await visit(pages, readGeneration);
    expect(first).toMatchObject({ fromStore: true });
    expect(first.xml).toContain('/careers/closes-soon<');
    expect(first.xml).not.toContain('/careers/opens-soon<');

    // An edit of anything (here a tag the sitemap does not even read) drops it: one count for all.
    await expireTagsOutsideRequest(['integrations']);
    expect(await visit(pages, readGeneration)).toMatchObject({ fromStore: false });
    expect(await visit(pages, readGeneration)).toMatchObject({ fromStore: true });

    // The clock as the server runs it: it wakes at each instant and expires the openings' tag.
    clock = createPublicationClock({ database, schedules: [openingSchedule], expire: expireTagsOutsideRequest, pollMs: 60_000 });
    const seen: { at: number; fromStore: boolean; closing: boolean; opening: boolean }[] = [];
    const until = Date.now() + 4_000;
    while (Date.now() < until) {
      const { fromStore, xml } = await visit(pages, readGeneration);
      seen.push({ at: Date.now(), fromStore, closing: xml.includes('/careers/closes-soon<'), opening: xml.includes('/careers/opens-soon<') });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const closedAt = new Date(closing.validThrough!).getTime();
    const opensAt = new Date(opening.publishedAt!).getTime();
    // Listed until its validThrough, never after it by more than the clock's wake-up (25 ms) and a visit.
    expect(seen.filter((visit) => visit.at < closedAt).every((visit) => visit.closing)).toBe(true);
    expect(seen.filter((visit) => visit.at > closedAt + 200).some((visit) => visit.closing)).toBe(false);
    // Not listed before its moment; listed from it on, again within the clock's wake-up.
    expect(seen.filter((visit) => visit.at < opensAt).some((visit) => visit.opening)).toBe(false);
    expect(seen.filter((visit) => visit.at > opensAt + 200).every((visit) => visit.opening)).toBe(true);
    // And in between it came from the store, not rendered on every visit.
    expect(seen.filter((visit) => visit.fromStore).length).toBeGreaterThan(seen.length * 0.9);
  });
});
