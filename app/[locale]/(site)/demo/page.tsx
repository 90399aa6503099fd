import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DemoForm } from '@/components/forms/DemoForm.client';
import { Container } from '@/components/sections/Container';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { Icon } from '@/components/ui/icons';
import { getCopy } from '@/lib/features/content';
import { countryOptions } from '@/lib/features/leads/shared/countries';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { localeStaticParams } from '@/lib/infra/routing/static-params';
import { pages } from '@/lib/infra/routing/pages';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { documentTitle } from '@/lib/infra/seo/page-title';
import { absoluteUrl } from '@/lib/infra/seo/urls';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'demo');
}

/**
 * The demo request page: where every demo button leads without JavaScript, and an indexable page
 * of its own. Same form as the dialog.
 */
export default async function DemoPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const [t, page] = await Promise.all([
    getTranslations({ locale, namespace: 'DemoPage' }),
    getTranslations({ locale, namespace: 'Pages.demo' }),
  ]);
  const expectations = getCopy(locale).DemoPage.expect;
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['demo']} />
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <Container className="grid gap-12 py-14 sm:py-20 lg:grid-cols-2 lg:items-start">
          <div>
            <h1 className="text-display font-extrabold tracking-tight text-ink-950">{page('heading')}</h1>
            <p className="mt-5 text-lg leading-8 text-ink-600">{page('lead')}</p>
            <h2 className="mt-10 text-xl font-bold text-ink-950">{t('expectTitle')}</h2>
            <ul className="mt-4 space-y-3">
              {expectations.map((item) => (
                <li key={item} className="flex gap-3 text-ink-700">
                  <Icon name="check" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <section aria-labelledby="demo-form-title" className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
            <h2 id="demo-form-title" className="mb-6 text-2xl font-bold text-ink-950">
              {t('formTitle')}
            </h2>
            <DemoForm
              locale={locale}
              idPrefix="demo-page"
              countries={countryOptions(locale)}
              pageUri={absoluteUrl(locale, pages.demo.path)}
              pageName={await documentTitle(locale, 'demo')}
            />
          </section>
        </Container>
      </section>
    </>
  );
}
