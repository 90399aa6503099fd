import type { MetadataRoute } from 'next';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { getAllPublishedPosts } from '@/lib/features/posts';
import { postPath, postPathsByLanguage, translationIn } from '@/lib/features/posts';
import { integrationPath, listPublishedIntegrations } from '@/lib/features/integrations';
import { getAllPublishedOpenings, openingPath, openingPathsByLanguage } from '@/lib/features/openings';
import { getAllPublishedStories, storyPath, storyPathsByLanguage } from '@/lib/features/stories';
import { getAllPublishedResources, resourcePath, resourcePathsByLanguage } from '@/lib/features/resources';
import { sitemapPageEntries } from '@/lib/features/pages';
import { PUBLIC_REVALIDATE_SECONDS } from '@/lib/features/publishing';
import { pages, sitemapPageKeys } from '@/lib/infra/routing/pages';
import { sitemapResponse, withoutRedirected } from '@/lib/infra/seo/sitemap';
import { absoluteUrl, languageAlternates } from '@/lib/infra/seo/urls';

// Rendered from cached data when the server's page store holds no current copy, never at build
// (the build never opens the database). Its Cache-Control lets the page store keep it like a page
// (lib/infra/seo/sitemap.ts): a saved or deleted post, story, opening, integration, resource, page or
// redirect, a scheduled publication and an opening's validThrough each revalidate a cache tag,
// which drops every kept page and this document on every instance, and the next request renders
// it from fresh reads. Addresses with a redirect or a 410 are left out (withoutRedirected).
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  return sitemapResponse(withoutRedirected(await sitemapEntries()), PUBLIC_REVALIDATE_SECONDS);
}

async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  const entry = (path: string, extra: Partial<MetadataRoute.Sitemap[number]>) =>
    routing.locales.map((locale) => ({ url: absoluteUrl(locale, path), alternates: { languages: languageAlternates(path) }, ...extra }));

  const staticPages = sitemapPageKeys.flatMap((key) =>
    entry(pages[key].path, { changeFrequency: key === 'blog' ? 'daily' : 'monthly', priority: key === 'home' ? 1 : 0.7 }),
  );
  return [
    ...staticPages,
    ...contentEntries(await getAllPublishedPosts(), postPath, postPathsByLanguage),
    ...contentEntries(await getAllPublishedStories(), storyPath, storyPathsByLanguage),
    ...contentEntries(await getAllPublishedOpenings(), openingPath, openingPathsByLanguage),
    ...contentEntries(await getAllPublishedResources(), resourcePath, resourcePathsByLanguage),
    // The page builder's new pages: live and indexable, each in its language (lib/features/pages/sitemap.ts).
    ...(await sitemapPageEntries()).map((page) => ({
      url: absoluteUrl(page.language, page.path),
      alternates: { languages: languageAlternates(page.languages) },
      lastModified: page.lastModified,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    })),
    // An integration is one record in both languages: a page in each, like the catalogue's.
    ...(await listPublishedIntegrations()).flatMap((integration) => entry(integrationPath(integration), { lastModified: integration.updatedAt, changeFrequency: 'monthly', priority: 0.6 })),
  ];
}

type Entry = { id: number; slug: string; language: Locale; translationGroup: string | null; updatedAt: string };

/** Published entries of one kind: each listed once, in its own language, with its translation as the alternate. */
function contentEntries<T extends Entry>(entries: T[], pathOf: (entry: T) => string, pathsByLanguage: (entry: T, translation: T | null) => Partial<Record<Locale, string>>) {
  return entries.map((entry) => ({
    url: absoluteUrl(entry.language, pathOf(entry)),
    alternates: { languages: languageAlternates(pathsByLanguage(entry, translationIn(entries, entry) ?? null)) },
    lastModified: entry.updatedAt,
    changeFrequency: 'monthly' as const,
    priority: 0.6,
  }));
}
