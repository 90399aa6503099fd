import { getTranslations } from 'next-intl/server';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CTA_BUTTON } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { Section } from '@/components/sections/Section';
import { TaggedStories } from '@/components/stories/TaggedStories';
import type { Locale } from '@/lib/infra/routing/routing';
import { directoryCard, listIntegrationCategories } from '@/lib/features/integrations';
import type { IntegrationEntry } from '@/lib/features/integrations/shared/types';
import { PLATFORMS, PLATFORM_IDS } from '@/lib/features/stories/shared/taxonomy';
import { pages } from '@/lib/infra/routing/pages';
import { IntegrationLogo } from './IntegrationLogo';
import { demoButtonLabel } from '@/lib/features/site-settings';

/**
 * An integration's page: what it is, what syncs each way, how to set it up, what it needs, its
 * documentation, stories of customers on that platform (the stories' platforms are named like the
 * integrations), and the demo call to action. Empty lists leave their part out.
 */
export async function IntegrationArticle({ integration, locale }: { integration: IntegrationEntry; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Integrations' });
  const copy = integration.copy[locale];
  const { name } = integration;
  const platform = PLATFORM_IDS.find((id) => PLATFORMS[id] === name);
  const category = (await listIntegrationCategories()).find((entry) => entry.slug === integration.category);
  return (
    <>
      <PageHero
        back={<BackLink locale={locale} href={pages.integrations.path}>{t('detail.back')}</BackLink>}
        eyebrow={`${category?.name[locale] ?? integration.category} · ${t(integration.availability)}`}
        title={name}
        lead={copy.description}
        visual={<IntegrationLogo integration={directoryCard(integration, locale)} eager />}
      />
      <Section className="!pt-0">
        <div className="grid max-w-4xl gap-12">
          {(copy.syncsIn.length > 0 || copy.syncsOut.length > 0) && (
            <section aria-labelledby="integration-syncs">
              <h2 id="integration-syncs" className="text-2xl font-extrabold tracking-tight text-ink-950">
                {t('detail.syncsTitle')}
              </h2>
              <div className="mt-6 grid gap-8 sm:grid-cols-2">
                <ItemList title={t('detail.syncsIn', { name })} items={copy.syncsIn} />
                <ItemList title={t('detail.syncsOut', { name })} items={copy.syncsOut} />
              </div>
            </section>
          )}
          {copy.setup.length > 0 && (
            <section aria-labelledby="integration-setup">
              <h2 id="integration-setup" className="text-2xl font-extrabold tracking-tight text-ink-950">
                {t('detail.setup')}
              </h2>
              <ol className="mt-6 list-decimal space-y-3 pl-6 leading-7 text-ink-700">
                {copy.setup.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          )}
          {copy.requirements.length > 0 && (
            <section aria-labelledby="integration-requirements">
              <h2 id="integration-requirements" className="text-2xl font-extrabold tracking-tight text-ink-950">
                {t('detail.requirements')}
              </h2>
              <ul className="mt-6 list-disc space-y-2 pl-6 leading-7 text-ink-700">
                {copy.requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
          )}
          {integration.docsUrl && (
            <p>
              <a href={integration.docsUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
                {t('detail.docs')} <span className="sr-only">{t('detail.newTab')}</span>
              </a>
            </p>
          )}
        </div>
      </Section>
      {platform && <TaggedStories locale={locale} query={{ platform }} id="integration-stories" title={t('detail.stories', { name })} lead={t('detail.storiesLead')} />}
      <CtaBand id="integration-demo" title={t('detail.demoTitle', { name })} body={t('detail.demoBody')} action={<DemoLink className={CTA_BUTTON}>{(await demoButtonLabel(locale)) ?? t('detail.demoButton')}</DemoLink>} />
    </>
  );
}

function ItemList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-bold text-ink-950">{title}</h3>
      <ul className="mt-3 list-disc space-y-2 pl-6 leading-7 text-ink-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
