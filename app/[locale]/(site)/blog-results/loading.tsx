import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/lib/i18n/locale-params';
import { Container } from '@/components/sections/Container';

/** While a filtered list loads (client-side navigation between filters). */
export default async function BlogResultsLoading() {
  const t = await getTranslations({ locale: await currentLocale(), namespace: 'Blog' });
  return (
    <Container className="py-16">
      <p role="status" className="text-ink-600">
        {t('loading')}
      </p>
      <ul aria-hidden="true" className="mt-8 grid gap-6 sm:grid-cols-2 lg:max-w-[calc(100%-352px)]">
        {[0, 1, 2, 3].map((item) => (
          <li key={item} className="h-80 animate-pulse rounded-card bg-ink-100" />
        ))}
      </ul>
    </Container>
  );
}
