import type { Metadata } from 'next';
import { PostArticle } from '@/components/blog/PostArticle';
import { PostUnavailable, postUnavailableTitle } from '@/components/blog/PostUnavailable';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import type { Locale } from '@/i18n/routing';
import { getEnv } from '@/lib/env.mjs';
import { localeOf } from '@/lib/i18n/locale-params';
import { absoluteImageUrl } from '@/lib/posts/image-source';
import { getPublishedPost, getRelatedPosts } from '@/lib/posts/repository';
import { isValidSlug } from '@/lib/posts/slug';
import { blogPosting } from '@/lib/seo/json-ld';
import { blogFeed } from '@/lib/seo/blog-metadata';
import { buildMetadata, errorScreenMetadata } from '@/lib/seo/metadata';
import { absoluteUrl } from '@/lib/seo/urls';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Posts render on their first request and are then served from the cache, refreshed when a post
// changes and at least hourly. Unknown and draft slugs get the 'Post Not Found' screen (404).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const post = isValidSlug(slug) ? await getPublishedPost(slug) : null;
  return { locale, slug, post };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, post } = await load(params);
  if (!post) return errorScreenMetadata(locale, await postUnavailableTitle(locale, 'notFound'));
  const image = absoluteImageUrl(post.image, getEnv().SITE_URL);
  return buildMetadata({
    locale,
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.excerpt,
    type: 'article',
    image: image ? { url: image, width: 1200, height: 630, alt: post.title } : undefined,
    publishedTime: `${post.date}T00:00:00Z`,
    modifiedTime: post.updatedAt,
    feed: await blogFeed(locale),
  });
}

export default async function BlogPostPage({ params }: Params) {
  const { locale, post } = await load(params);
  if (!post) return <PostUnavailable locale={locale} reason="notFound" />;
  const related = await getRelatedPosts({ id: post.id, category: post.category, language: post.language });
  const url = absoluteUrl(locale as Locale, `/blog/${post.slug}`);
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['blog']} last={{ name: post.title, path: `/blog/${post.slug}` }} />
      <JsonLd data={blogPosting({ post, url, siteUrl: getEnv().SITE_URL })} />
      <PostArticle post={post} related={related} locale={locale} url={url} />
    </>
  );
}
