import type { MetadataRoute } from 'next';
import { routing } from '@/i18n/routing';
import { pages, sitemapPageKeys } from '@/lib/routing/pages';
import { absoluteUrl, languageAlternates } from '@/lib/seo/urls';

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPageKeys.flatMap((key) =>
    routing.locales.map((locale) => ({
      url: absoluteUrl(locale, pages[key].path),
      alternates: { languages: languageAlternates(pages[key].path) },
      changeFrequency: key === 'blog' ? ('daily' as const) : ('monthly' as const),
      priority: key === 'home' ? 1 : 0.7,
    })),
  );
}
