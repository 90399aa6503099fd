import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { getAllPublishedPosts } from '@/lib/posts/repository';
import { pages, sitemapPageKeys } from '@/lib/routing/pages';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';

// Built per request from cached data: the build never opens the database, and a saved or deleted
// post shows here at once (its cache tag is expired on every change).
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entry = (path: string, extra: Partial<MetadataRoute.Sitemap[number]>) =>
    routing.locales.map((locale) => ({ url: absoluteUrl(locale, path), alternates: { languages: languageAlternates(path) }, ...extra }));

  const staticPages = sitemapPageKeys.flatMap((key) =>
    entry(pages[key].path, { changeFrequency: key === 'blog' ? 'daily' : 'monthly', priority: key === 'home' ? 1 : 0.7 }),
  );
  const posts = (await getAllPublishedPosts()).flatMap((post) =>
    entry(`/blog/${post.slug}`, { lastModified: post.updatedAt, changeFrequency: 'monthly', priority: 0.6 }),
  );
  return [...staticPages, ...posts];
}
