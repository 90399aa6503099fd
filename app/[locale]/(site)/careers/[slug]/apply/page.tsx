import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplyArticle } from '@/components/careers/ApplyArticle';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getOpeningTranslation, getPublishedOpening, openingApplyPath, openingApplyPathsByLanguage, openingPath } from '@/lib/features/openings';
import { entryPage, type EntryPageParams } from '@/lib/features/publishing';
import { buildMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';

// Like the opening's page: rendered on the first request, then served from the cache and refreshed
// with the openings (the form is the same for everyone; a post renders it afresh with the answer).
// An opening that takes applications on another site, or no longer takes them, has no form: 404.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

/** A live opening whose applications come through this site. */
const findOpening = async (slug: string) => {
  const opening = await getPublishedOpening(slug);
  return opening && !opening.applyUrl ? opening : null;
};

const page = entryPage({
  find: findOpening,
  path: openingApplyPath,
  translations: { of: getOpeningTranslation, list: 'careers' },
  metadata: (opening, translation) => ({ languages: openingApplyPathsByLanguage(opening, translation), title: opening.title, description: opening.summary, index: false }),
});

/** The form's title names the role ("Apply: …"); a form, not content, so search engines list the opening's page instead. */
export async function generateMetadata({ params }: { params: EntryPageParams }): Promise<Metadata> {
  const { locale, entry: opening, translation } = await page.load(params);
  if (!opening) return page.generateMetadata({ params });
  const t = await getTranslations({ locale, namespace: 'Careers.application' });
  return buildMetadata({ locale, path: openingApplyPath(opening), languages: openingApplyPathsByLanguage(opening, translation), title: t('pageTitle', { role: opening.title }), description: opening.summary, index: false });
}

export default async function ApplyPage({ params }: { params: EntryPageParams }) {
  const { locale, entry: opening } = await page.load(params);
  if (!opening) return <NotFoundScreen locale={locale} />;
  const t = await getTranslations({ locale, namespace: 'Careers.application' });
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['careers']} last={[{ name: opening.title, path: openingPath(opening) }, { name: t('crumb'), path: openingApplyPath(opening) }]} />
      <ApplyArticle opening={opening} locale={locale} pageUri={absoluteUrl(locale, openingApplyPath(opening))} />
    </>
  );
}
