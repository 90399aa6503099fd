import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { buildMetadata, type MetadataInput } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';

/** The blog's RSS feed of a locale, for `<link rel="alternate">`. */
export async function blogFeed(locale: Locale): Promise<NonNullable<MetadataInput['feed']>> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  return { url: absoluteUrl(locale, '/feed.xml'), title: t('feedTitle') };
}

/** The blog list; filtered views are not indexed and name the plain list as canonical. */
export async function blogMetadata(locale: Locale, options: { filtered?: boolean } = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Pages.blog' });
  return buildMetadata({
    locale,
    path: '/blog',
    title: t('title'),
    description: t('description'),
    index: !options.filtered,
    feed: await blogFeed(locale),
  });
}
