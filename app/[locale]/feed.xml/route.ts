import { getTranslations } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { rssFeed } from '@/lib/features/posts';
import { absoluteImageUrl } from '@/lib/infra/uploads/image-source';
import { getAllPublishedPosts } from '@/lib/features/posts';
import { absoluteUrl } from '@/lib/infra/seo/urls';

// Rendered on its first request and cached like the blog pages (refreshed when a post changes and
// at least hourly); the build never opens the database.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** The blog's RSS 2.0 feed for one language: its 50 newest published posts. */
export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return new Response('Not found', { status: 404 });
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const { SITE_URL } = getEnv();
  const posts = (await getAllPublishedPosts(locale)).slice(0, 50);
  const xml = rssFeed({
    title: t('feedTitle'),
    description: t('feedDescription'),
    link: absoluteUrl(locale, '/blog'),
    selfUrl: absoluteUrl(locale, '/feed.xml'),
    language: locale,
    items: posts.map((post) => ({
      title: post.title,
      link: absoluteUrl(locale, `/blog/${post.slug}`),
      description: post.excerpt,
      date: post.date,
      category: post.category,
      image: absoluteImageUrl(post.image, SITE_URL),
    })),
  });
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
