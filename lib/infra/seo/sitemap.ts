import type { MetadataRoute } from 'next';
import { lookupRedirect } from '@/lib/infra/routing/redirect-table.mjs';
import { escapeHtml } from '@/lib/infra/util/escape-html.mjs';

/**
 * The sitemap as a document the production server's page store keeps (server/page-store.mjs):
 * Next.js's `app/sitemap.ts` convention answers `Cache-Control: public, max-age=0, must-revalidate`
 * whatever the route exports, so the store never kept it and every request rendered it (1.7–4.7 ms
 * of CPU against ~60 µs for a kept page). `app/sitemap.xml/route.ts` renders it with this instead.
 */

/**
 * How long a shared cache may keep the sitemap: what Next.js sends for the pages it lists (their
 * `revalidate` of an hour, then stale-while-revalidate up to Next.js's default expiry of a year).
 * The page store drops it sooner, at the first revalidation of any cache tag on any instance (an
 * edit, a scheduled publication, an opening's validThrough): the same rule as for those pages.
 * nginx keeps it one second whatever this says (deploy/nginx.conf).
 */
export function sitemapCacheControl(revalidateSeconds: number): string {
  return `s-maxage=${revalidateSeconds}, stale-while-revalidate=${YEAR_SECONDS - revalidateSeconds}`;
}
const YEAR_SECONDS = 365 * 24 * 3600;

/** The content type Next.js's sitemap convention sent. */
export const SITEMAP_CONTENT_TYPE = 'application/xml';

/**
 * The sitemaps.org XML of `entries`, written as Next.js's own serializer writes it (so crawlers and
 * tests see the same document), with `&`, `<`, `>` and quotes escaped in addresses.
 */
export function sitemapXml(entries: MetadataRoute.Sitemap): string {
  const hasAlternates = entries.some((entry) => Object.keys(entry.alternates?.languages ?? {}).length > 0);
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n';
  xml += `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${hasAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}>\n`;
  for (const entry of entries) {
    xml += `<url>\n<loc>${escapeHtml(entry.url)}</loc>\n`;
    for (const [language, href] of Object.entries(entry.alternates?.languages ?? {})) {
      if (href) xml += `<xhtml:link rel="alternate" hreflang="${escapeHtml(language)}" href="${escapeHtml(String(href))}" />\n`;
    }
    if (entry.lastModified) xml += `<lastmod>${entry.lastModified instanceof Date ? entry.lastModified.toISOString() : escapeHtml(entry.lastModified)}</lastmod>\n`;
    if (entry.changeFrequency) xml += `<changefreq>${entry.changeFrequency}</changefreq>\n`;
    if (typeof entry.priority === 'number') xml += `<priority>${entry.priority}</priority>\n`;
    xml += '</url>\n';
  }
  return `${xml}</urlset>\n`;
}

/**
 * The entries without the addresses an editor's rule (or an automatic one) redirects or retires: a
 * sitemap lists only pages that answer 200. `redirected` is the proxy's own table (in memory, the
 * same on every instance within REDIRECTS_POLL_MS; the server's page store counts its version
 * into a kept page's freshness, so a kept sitemap never outlives a rule reaching this instance).
 */
export function withoutRedirected(entries: MetadataRoute.Sitemap, redirected: (path: string) => unknown = lookupRedirect): MetadataRoute.Sitemap {
  const moved = (url: string) => Boolean(redirected(new URL(url).pathname));
  return entries
    .filter((entry) => !moved(entry.url))
    .map((entry) => {
      const languages = entry.alternates?.languages;
      if (!languages) return entry;
      const kept = Object.entries(languages).filter(([, href]) => href && !moved(String(href)));
      return { ...entry, alternates: { ...entry.alternates, languages: Object.fromEntries(kept) } };
    });
}

/** The sitemap's response: shareable for `revalidateSeconds`, so the page store keeps it. */
export function sitemapResponse(entries: MetadataRoute.Sitemap, revalidateSeconds: number): Response {
  return new Response(sitemapXml(entries), {
    headers: { 'Content-Type': SITEMAP_CONTENT_TYPE, 'Cache-Control': sitemapCacheControl(revalidateSeconds) },
  });
}
