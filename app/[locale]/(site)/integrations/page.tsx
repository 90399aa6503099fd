import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IntegrationLogo } from '@/components/integrations/IntegrationLogo';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CtaLink } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { integrationGroups, integrations } from '@/lib/content/integrations';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { pages } from '@/lib/routing/pages';
import { pageMetadata } from '@/lib/seo/metadata';
import { localeStaticParams } from '@/lib/i18n/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'integrations');
}

export default async function IntegrationsPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Integrations' });
  const page = await getTranslations({ locale, namespace: 'Pages.integrations' });
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['integrations']} />
      <PageHero back={<BackLink locale={locale} href="/">{t('backToHome')}</BackLink>} title={page('heading')} lead={page('lead')} />
      <Section className="!pt-4">
        <div className="space-y-16">
          {integrationGroups.map((group) => (
            <section key={group} aria-labelledby={`group-${group}`} data-group={group}>
              <h2 id={`group-${group}`} className="text-2xl font-extrabold tracking-tight text-ink-950">
                {t(`groups.${group}`)}
              </h2>
              <p className="mt-2 text-ink-600">{t(`groupIntros.${group}`)}</p>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {integrations
                  .filter((integration) => integration.group === group)
                  .map((integration) => (
                    <li key={integration.id} className="flex flex-col gap-4 rounded-card border border-ink-100 bg-white p-5 shadow-card">
                      <IntegrationLogo integration={integration} />
                      <div className="min-w-0">
                        <div className="flex flex-wrap items-center gap-2">
                          <h3 className="font-bold text-ink-950">{integration.name}</h3>
                          <span
                            className={`rounded-full px-2 py-0.5 text-xs font-bold ${integration.status === 'live' ? 'bg-brand-100 text-brand-800' : 'bg-accent-100 text-accent-700'}`}
                          >
                            {t(integration.status)}
                          </span>
                        </div>
                        <p className="mt-1 text-sm leading-6 text-ink-600">{t(`descriptions.${integration.id}` as 'descriptions.shopify')}</p>
                      </div>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <CtaBand
        id="integrations-partner"
        title={t('partner.title')}
        body={t('partner.body')}
        action={<CtaLink locale={locale} href={pages.contact.path}>{t('partner.button')}</CtaLink>}
      />
    </>
  );
}
