import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { getAllPublishedPosts } from '@/lib/features/posts';
import { postPath, postPathsByLanguage, translationIn } from '@/lib/features/posts';
import { getAllPublishedStories, storyPath, storyPathsByLanguage } from '@/lib/features/stories';
import { pages, sitemapPageKeys } from '@/lib/infra/routing/pages';
import { absoluteUrl, languageAlternates } from '@/lib/infra/seo/urls';

// Built per request from cached data: the build never opens the database, and a saved or deleted
// post or story shows here at once (its cache tag is expired on every change).
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entry = (path: string, extra: Partial<MetadataRoute.Sitemap[number]>) =>
    routing.locales.map((locale) => ({ url: absoluteUrl(locale, path), alternates: { languages: languageAlternates(path) }, ...extra }));

  const staticPages = sitemapPageKeys.flatMap((key) =>
    entry(pages[key].path, { changeFrequency: key === 'blog' ? 'daily' : 'monthly', priority: key === 'home' ? 1 : 0.7 }),
  );
  // A post is listed once, in its own language, with its translation as the alternate.
  const published = await getAllPublishedPosts();
  const posts = published.map((post) => {
    const translation = translationIn(published, post);
    return {
      url: absoluteUrl(post.language, postPath(post)),
      alternates: { languages: languageAlternates(postPathsByLanguage(post, translation ?? null)) },
      lastModified: post.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    };
  });
  const stories = await getAllPublishedStories();
  const storyEntries = stories.map((story) => {
    const translation = translationIn(stories, story);
    return {
      url: absoluteUrl(story.language, storyPath(story)),
      alternates: { languages: languageAlternates(storyPathsByLanguage(story, translation ?? null)) },
      lastModified: story.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
    };
  });
  return [...staticPages, ...posts, ...storyEntries];
}
