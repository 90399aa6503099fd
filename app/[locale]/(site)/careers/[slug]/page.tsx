import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { JobPostings } from '@/components/careers/JobPostings';
import { OpeningArticle } from '@/components/careers/OpeningArticle';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { localeOf } from '@/i18n/locale-params';
import { getOpeningTranslation, getPublishedOpening, openingPath, openingPathsByLanguage } from '@/lib/features/openings';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { buildMetadata, errorScreenMetadata } from '@/lib/infra/seo/metadata';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

type Params = { params: Promise<{ locale: string; slug: string }> };

// Like story pages: rendered on the first request, then served from the cache, refreshed when an
// opening changes, when its validThrough passes (the publication clock) and at least hourly. Under
// the other locale an opening answers 308 to its translation there, else 307 to that language's
// careers page; unknown, closed and expired openings get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const { slug } = await params;
  const opening = isValidSlug(slug) ? await getPublishedOpening(slug) : null;
  if (!opening) return { locale, opening: null, translation: null };
  const translation = await getOpeningTranslation(opening);
  if (opening.language !== locale) {
    if (translation?.language === locale) permanentRedirect(localizedPath(locale, openingPath(translation) as `/${string}`));
    redirect(localizedPath(locale, 'careers'));
  }
  return { locale, opening, translation };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, opening, translation } = await load(params);
  if (!opening) return errorScreenMetadata(locale, (await getTranslations({ locale, namespace: 'NotFound' }))('title'));
  return buildMetadata({
    locale,
    path: openingPath(opening),
    languages: openingPathsByLanguage(opening, translation),
    title: `${opening.title} · ${opening.team}`,
    description: opening.summary,
    modifiedTime: opening.updatedAt,
  });
}

export default async function OpeningPage({ params }: Params) {
  const { locale, opening } = await load(params);
  if (!opening) return <NotFoundScreen locale={locale} />;
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['careers']} last={{ name: opening.title, path: openingPath(opening) }} />
      <JobPostings locale={locale} openings={[opening]} />
      <OpeningArticle opening={opening} locale={locale} />
    </>
  );
}
