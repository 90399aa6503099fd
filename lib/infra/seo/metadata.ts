import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import { absoluteUrl, languageAlternates } from './urls';

const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_ES' };

export const DEFAULT_OG_IMAGE = { url: '/og/otailo.png', width: 1200, height: 630 } as const;

export interface MetadataInput {
  locale: Locale;
  /** Path after the locale: `''`, `/about`, `/blog/my-post`. */
  path: string;
  /** The page's own title; the helper appends `| Otailo`. */
  title: string;
  description: string;
  /** false → `noindex` (policy pages, admin). */
  index?: boolean;
  type?: 'website' | 'article';
  image?: { url: string; width?: number; height?: number; alt?: string };
  publishedTime?: string;
  modifiedTime?: string;
  /** An RSS feed to advertise with `<link rel="alternate" type="application/rss+xml">`. */
  feed?: { url: string; title: string };
  /** Canonical path when it differs from `path` (filtered views point at the plain list). */
  canonicalPath?: string;
  /**
   * The page's path in each language it exists in, when that is not every locale at the same path
   * (a post and its translation): hreflang and `og:locale:alternate` name only these.
   */
  languages?: Partial<Record<Locale, string>>;
}

/**
 * The one metadata builder every page uses: title `{page} | Otailo`, description, canonical URL
 * from SITE_URL, hreflang en/es/x-default, Open Graph, Twitter and robots. Next merges metadata
 * shallowly, so the whole object is built here.
 */
export async function buildMetadata(input: MetadataInput): Promise<Metadata> {
  const t = await getTranslations({ locale: input.locale, namespace: 'Metadata' });
  const title = t('titleTemplate', { page: input.title });
  const url = absoluteUrl(input.locale, input.path);
  const canonical = absoluteUrl(input.locale, input.canonicalPath ?? input.path);
  const image = input.image ?? { ...DEFAULT_OG_IMAGE, alt: t('ogImageAlt') };
  const images = [{ ...image, url: new URL(image.url, url).toString() }];
  const index = input.index ?? true;

  return {
    title: { absolute: title },
    description: input.description,
    alternates: {
      canonical,
      languages: languageAlternates(input.languages ?? input.canonicalPath ?? input.path),
      ...(input.feed && { types: { 'application/rss+xml': [input.feed] } }),
    },
    robots: index ? { index: true, follow: true } : { index: false, follow: true },
    openGraph: {
      type: input.type ?? 'website',
      siteName: t('siteName'),
      title,
      description: input.description,
      url,
      locale: OG_LOCALES[input.locale],
      alternateLocale: routing.locales.filter((l) => l !== input.locale && (!input.languages || input.languages[l])).map((l) => OG_LOCALES[l]),
      images,
      ...(input.type === 'article' && { publishedTime: input.publishedTime, modifiedTime: input.modifiedTime }),
    },
    twitter: { card: 'summary_large_image', title, description: input.description, images },
  };
}

/** Metadata of a page of the route table, from its `Pages.{key}` messages, or the SEO fields an editor set on its live page of blocks. */
export async function pageMetadata(locale: Locale, key: PageKey, seo?: SeoFields, extra: Pick<MetadataInput, 'feed'> = {}): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: `Pages.${key}` });
  return buildMetadata({
    locale,
    path: pages[key].path,
    title: seo?.title ?? t('title'),
    description: seo?.description ?? t('description'),
    index: pages[key].index && !seo?.noindex,
    image: seo?.image ? { url: seo.image, alt: seo.title ?? t('title') } : undefined,
    ...extra,
  });
}

/** What an editor set on a site page's live version (its SEO fields): each one replaces the site's own. */
export interface SeoFields {
  title: string | null;
  description: string | null;
  image: string | null;
  noindex: boolean;
}

/** Metadata of an error screen (404): its title and `noindex`, no canonical or alternates. */
export async function errorScreenMetadata(locale: Locale, page: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { absolute: t('titleTemplate', { page }) }, robots: { index: false, follow: true } };
}
