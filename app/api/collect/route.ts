import { collect, type ContentPath } from '@/lib/features/analytics';
import { integrationPath, listPublishedIntegrations } from '@/lib/features/integrations';
import { getAllPublishedOpenings, openingPath } from '@/lib/features/openings';
import { publishedPagePaths } from '@/lib/features/pages';
import { getAllPublishedPosts, postPath } from '@/lib/features/posts';
import { getAllPublishedResources, resourcePath } from '@/lib/features/resources';
import { getAllPublishedStories, storyPath } from '@/lib/features/stories';

/**
 * The published entries' pages, each in its own language (an integration is one record with a
 * page in each), read through the features' cached reads: the collector keeps a page view only for
 * a page of the site (docs/analytics.md), and reads this list at most once a minute, not per event.
 */
async function contentPages(): Promise<ContentPath[]> {
  const [posts, stories, openings, resources, integrations, builderPages] = await Promise.all([
    getAllPublishedPosts(),
    getAllPublishedStories(),
    getAllPublishedOpenings(),
    getAllPublishedResources(),
    listPublishedIntegrations(),
    publishedPagePaths(),
  ]);
  return [
    ...posts.map((post) => ({ path: postPath(post), locale: post.language })),
    ...stories.map((story) => ({ path: storyPath(story), locale: story.language })),
    ...openings.map((opening) => ({ path: openingPath(opening), locale: opening.language })),
    ...resources.map((resource) => ({ path: resourcePath(resource), locale: resource.language })),
    ...integrations.map((integration) => ({ path: integrationPath(integration) })),
    // The builder's new pages (`/en/pricing`); the site's own pages of blocks are static paths already.
    ...builderPages.flatMap((path) => {
      const [, locale, ...rest] = path.split('/');
      return locale === 'en' || locale === 'es' ? [{ path: `/${rest.join('/')}`, locale }] : [];
    }),
  ];
}

/**
 * `POST /api/collect`: the first-party analytics beacon (lib/features/analytics, docs/analytics.md).
 * Answers 204 at once; the events are written by the collector's buffer.
 */
export function POST(request: Request) {
  return collect(request, contentPages);
}
