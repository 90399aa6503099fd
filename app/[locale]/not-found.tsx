import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { currentLocale } from '@/lib/i18n/locale-params';

// Boundary for `notFound()` calls (admin records that do not exist). Unknown URLs are answered by
// (site)/[...rest], which Next.js renders fully on the server.
export default async function LocaleNotFound() {
  const locale = await currentLocale();
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  const notFound = await getTranslations({ locale, namespace: 'NotFound' });
  return (
    <SiteShell locale={locale}>
      <title>{t('titleTemplate', { page: notFound('title') })}</title>
      <NotFoundScreen locale={locale} />
    </SiteShell>
  );
}
