import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { StoryArticle } from '@/components/stories/StoryArticle';
import { entryPage, type EntryPageParams } from '@/lib/features/publishing';
import { getPublishedStory, getStoryTranslation, storyPath, storyPathsByLanguage } from '@/lib/features/stories';
import { getEnv } from '@/lib/infra/env.mjs';
import { caseStudyArticle } from '@/lib/infra/seo/json-ld';
import { absoluteUrl } from '@/lib/infra/seo/urls';

// Stories render on their first request and are then served from the cache, refreshed when a
// story changes and at least hourly. A story belongs to one language: asked for under the other
// locale, it answers 308 to its translation there, else 307 to that language's hub. Unknown and
// unpublished slugs get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const page = entryPage({
  find: getPublishedStory,
  path: storyPath,
  translations: { of: getStoryTranslation, list: 'customers' },
  metadata: (story, translation) => ({
    languages: storyPathsByLanguage(story, translation),
    title: story.title,
    description: story.summary,
    type: 'article',
    ...(story.cover && { image: { url: story.cover, width: 1200, height: 630, alt: story.coverAlt ?? story.title } }),
    ...(story.publishedAt && { publishedTime: story.publishedAt }),
    modifiedTime: story.updatedAt,
  }),
});
export const generateMetadata = page.generateMetadata;

export default async function StoryPage({ params }: { params: EntryPageParams }) {
  const { locale, entry: story, translation } = await page.load(params);
  if (!story) return <NotFoundScreen locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'Stories' });
  const { SITE_URL } = getEnv();
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['customers']} last={{ name: story.title, path: storyPath(story) }} />
      <JsonLd
        data={caseStudyArticle({
          story: { ...story, about: t(`industries.${story.industry}`) },
          url: absoluteUrl(locale, storyPath(story)),
          siteUrl: SITE_URL,
          translationUrl: translation ? absoluteUrl(translation.language, storyPath(translation)) : null,
        })}
      />
      <StoryArticle story={story} locale={locale} />
    </>
  );
}
