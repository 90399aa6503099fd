import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { currentLocale } from '@/lib/infra/routing/current-locale';

// Boundary for `notFound()` outside the public layout (the admin screens): the 404 content alone.
// It is not a SiteShell on purpose: every page's payload carries its boundaries' elements, and a
// second header and footer there cost each public page about a fifth of its payload. Public pages
// have their own boundary inside their layout, (site)/not-found.tsx.
export default async function LocaleNotFound() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const notFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <title>{t('titleTemplate', { page: notFound('title') })}</title>
      <NotFoundScreen locale={locale} />
    </main>
  );
}
