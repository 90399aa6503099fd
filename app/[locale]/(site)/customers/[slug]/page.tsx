import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { StoryArticle } from '@/components/stories/StoryArticle';
import { localeOf } from '@/i18n/locale-params';
import { getPublishedStory, getStoryTranslation, storyPath, storyPathsByLanguage } from '@/lib/features/stories';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { getEnv } from '@/lib/infra/env.mjs';
import { caseStudyArticle } from '@/lib/infra/seo/json-ld';
import { buildMetadata, errorScreenMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Stories render on their first request and are then served from the cache, refreshed when a
// story changes and at least hourly. A story belongs to one language: asked for under the other
// locale, it answers 308 to its translation there, else 307 to that language's hub. Unknown and
// unpublished slugs get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const story = isValidSlug(slug) ? await getPublishedStory(slug) : null;
  if (!story) return { locale, story: null, translation: null };
  const translation = await getStoryTranslation(story);
  if (story.language !== locale) {
    if (translation?.language === locale) permanentRedirect(localizedPath(locale, storyPath(translation) as `/${string}`));
    redirect(localizedPath(locale, 'customers'));
  }
  return { locale, story, translation };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, story, translation } = await load(params);
  if (!story) return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
  return buildMetadata({
    locale,
    path: storyPath(story),
    languages: storyPathsByLanguage(story, translation),
    title: story.title,
    description: story.summary,
    type: 'article',
    ...(story.cover && { image: { url: story.cover, width: 1200, height: 630, alt: story.coverAlt ?? story.title } }),
    ...(story.publishedAt && { publishedTime: story.publishedAt }),
    modifiedTime: story.updatedAt,
  });
}

export default async function StoryPage({ params }: Params) {
  const { locale, story, translation } = await load(params);
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
