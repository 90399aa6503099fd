import { hasLocale } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { formatLongDate } from '@/lib/infra/i18n/dates';
import { readingMinutes } from '@/lib/features/posts/shared/reading-time';
import { getPublishedPost } from '@/lib/features/posts';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { socialCard } from '@/lib/infra/social-card/card';
import { ERROR_CACHE_CONTROL } from '@/lib/infra/http/document-status.mjs';

// Drawn on its first request and cached like the post page (refreshed when a post changes and at
// least hourly). Only a published post, under its own language, has a card.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

type Params = { params: Promise<{ locale: string; slug: string }> };

/** The post's social card (lib/social-card): 1200×630 PNG in the post's language. */
export async function GET(_request: Request, { params }: Params) {
  const { locale, slug } = await params;
  const post = hasLocale(routing.locales, locale) && isValidSlug(slug) ? await getPublishedPost(slug) : null;
  // Its own Cache-Control, which Next.js keeps: the route's hour would let a CDN keep the 404 after the post is published.
  if (!post || post.language !== locale) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ERROR_CACHE_CONTROL } });
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const day = formatLongDate(post.date, locale);
  return socialCard({
    title: post.title,
    category: post.category,
    section: t('socialCardSection'),
    meta: [t('readTime', { minutes: readingMinutes(post) }), day].filter(Boolean).join(' · '),
    host: new URL(getEnv().SITE_URL).host,
  });
}
