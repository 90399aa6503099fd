import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import type { PageKey } from '@/lib/infra/routing/pages';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';

/** A page's heading and lead paragraph with its breadcrumb data; pages build their sections below it. */
export async function SimplePage({ locale, page }: { locale: Locale; page: PageKey }) {
  const t = await getTranslations({ locale, namespace: `Pages.${page}` });
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={[page]} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28 lg:px-8">
          <h1 className="text-display font-extrabold tracking-tight text-ink-950">{t('heading')}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-ink-600">{t('lead')}</p>
        </div>
      </section>
    </>
  );
}
