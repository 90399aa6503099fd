import { getTranslations } from 'next-intl/server';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { currentLocale } from '@/lib/infra/routing/current-locale';

// Boundary for `notFound()` below the public layout: only the content, the layout around it is
// the site's. Every page's payload carries its boundary's element, so it is kept to the content.
// Unknown URLs are answered by (site)/[...rest], which Next.js renders fully on the server.
export default async function SiteNotFound() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const notFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <>
      <title>{t('titleTemplate', { page: notFound('title') })}</title>
      <NotFoundScreen locale={locale} />
    </>
  );
}
