import type { MetadataRoute } from 'next';
import { routing, type Locale } from '@/i18n/routing';
import { getAllPublishedPosts } from '@/lib/features/posts';
import { postPath, postPathsByLanguage, translationIn } from '@/lib/features/posts';
import { integrationPath, listPublishedIntegrations } from '@/lib/features/integrations';
import { getAllPublishedOpenings, openingPath, openingPathsByLanguage } from '@/lib/features/openings';
import { getAllPublishedStories, storyPath, storyPathsByLanguage } from '@/lib/features/stories';
import { getAllPublishedResources, resourcePath, resourcePathsByLanguage } from '@/lib/features/resources';
import { pages, sitemapPageKeys } from '@/lib/infra/routing/pages';
import { absoluteUrl, languageAlternates } from '@/lib/infra/seo/urls';

// Built per request from cached data: the build never opens the database, and a saved or deleted
// post, story, opening or integration shows here at once (its cache tag is expired on every change, and an opening's when its validThrough passes).
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
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
