import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { PostArticle } from '@/components/blog/PostArticle';
import { PostUnavailable, postUnavailableTitle } from '@/components/blog/PostUnavailable';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import type { Locale } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { isPlatformRateLimited } from '@/lib/infra/clients/legacy-platform/errors';
import { getPublishedPost, getRelatedPosts, getTranslation } from '@/lib/features/posts';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { postPath, postPathsByLanguage } from '@/lib/features/posts';
import { blogPosting } from '@/lib/infra/seo/json-ld';
import { blogFeed } from '@/lib/features/posts';
import { buildMetadata, errorScreenMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { postSocialImage } from '@/lib/features/posts';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Posts render on their first request and are then served from the cache, refreshed when a post
// changes and at least hourly. Unknown and draft slugs get the 'Post Not Found' screen (404).
// Over the legacy platform's rate limit, the page says so with status 429 (and is not cached).
// A post belongs to one language: asked for under the other locale, it answers 308 to its
// translation there, else to itself under its own locale.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The post and its translation; `busy` when the legacy platform refused the read over its rate limit. */
async function read(slug: string) {
  try {
    const post = isValidSlug(slug) ? await getPublishedPost(slug) : null;
    return { post, translation: post ? await getTranslation(post) : null, busy: false };
  } catch (error) {
    if (isPlatformRateLimited(error)) return { post: null, translation: null, busy: true };
    throw error;
  }
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const { post, translation, busy } = await read(slug);
  if (post && post.language !== locale) {
    permanentRedirect(translation?.language === locale ? localizedPath(locale, postPath(translation) as `/${string}`) : localizedPath(post.language, postPath(post) as `/${string}`));
  }
  return { locale, slug, post, translation, reason: busy ? ('busy' as const) : ('notFound' as const) };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, post, translation, reason } = await load(params);
  if (!post) return errorScreenMetadata(locale, await postUnavailableTitle(locale, reason));
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const { kind, ...image } = postSocialImage(post, getEnv().SITE_URL);
  return buildMetadata({
    locale,
    path: postPath(post),
    languages: postPathsByLanguage(post, translation),
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt,
    type: 'article',
    image: { ...image, alt: kind === 'card' ? t('socialCardAlt', { title: post.title }) : post.title },
    publishedTime: `${post.date}T00:00:00Z`,
    modifiedTime: post.updatedAt,
    feed: await blogFeed(locale),
  });
}

export default async function BlogPostPage({ params }: Params) {
  const { locale, slug, post, translation, reason } = await load(params);
  if (!post) return <PostUnavailable locale={locale} reason={reason} path={isValidSlug(slug) ? `/blog/${slug}` : undefined} />;
  const related = await getRelatedPosts({ id: post.id, category: post.category, language: post.language });
  const url = absoluteUrl(locale as Locale, postPath(post));
  const translated = translation && { ...translation, url: absoluteUrl(translation.language, postPath(translation)) };
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['blog']} last={{ name: post.title, path: postPath(post) }} />
      <JsonLd data={blogPosting({ post, url, siteUrl: getEnv().SITE_URL, card: postSocialImage(post, getEnv().SITE_URL).url, translation: translated })} />
      <PostArticle post={post} related={related} locale={locale} url={url} />
    </>
  );
}
