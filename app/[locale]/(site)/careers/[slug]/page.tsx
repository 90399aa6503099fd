import { JobPostings } from '@/components/careers/JobPostings';
import { OpeningArticle } from '@/components/careers/OpeningArticle';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getOpeningTranslation, getPublishedOpening, openingPath, openingPathsByLanguage } from '@/lib/features/openings';
import { entryPage, type EntryPageParams } from '@/lib/features/publishing';

// Like story pages: rendered on the first request, then served from the cache, refreshed when an
// opening changes, when its validThrough passes (the publication clock) and at least hourly. Under
// the other locale an opening answers 308 to its translation there, else 307 to that language's
// careers page; unknown, closed and expired openings get the 404 screen.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

const page = entryPage({
  find: getPublishedOpening,
  path: openingPath,
  translations: { of: getOpeningTranslation, list: 'careers' },
  metadata: (opening, translation) => ({
    languages: openingPathsByLanguage(opening, translation),
    title: `${opening.title} · ${opening.team}`,
    description: opening.summary,
    modifiedTime: opening.updatedAt,
  }),
});
export const generateMetadata = page.generateMetadata;

export default async function OpeningPage({ params }: { params: EntryPageParams }) {
  const { locale, entry: opening } = await page.load(params);
  if (!opening) return <NotFoundScreen locale={locale} />;
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['careers']} last={{ name: opening.title, path: openingPath(opening) }} />
      <JobPostings locale={locale} openings={[opening]} />
      <OpeningArticle opening={opening} locale={locale} />
    </>
  );
}
