import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { JobPostings } from '@/components/careers/JobPostings';
import { Opening } from '@/components/careers/Opening';
import { openingTexts } from '@/components/careers/opening-labels';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CtaLink } from '@/components/sections/CtaBand';
import { FeatureGrid, type Feature } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { Section, SectionHeader } from '@/components/sections/Section';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getCopy } from '@/lib/features/content';
import { listOpenings, openingPath } from '@/lib/features/openings';
import type { Opening as OpeningEntry } from '@/lib/features/openings/shared/types';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';
import { pages } from '@/lib/infra/routing/pages';
import { pageMetadata } from '@/lib/infra/seo/metadata';

// The openings are content: the page renders on its first request (the build never opens the
// database), is then served from the cache, and is refreshed when an opening changes or its
// validThrough passes (the publication clock) and at least hourly (PUBLIC_REVALIDATE_SECONDS).
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'careers');
}

const VALUE_ICONS = ['sparkles', 'leaf', 'heart', 'users'] as const;
const PERK_ICONS = ['tag', 'globe', 'clock', 'book'] as const;

export default async function CareersPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Careers' });
  const page = await getTranslations({ locale, namespace: 'Pages.careers' });
  const copy = getCopy(locale).Careers;
  const openings = await listOpenings(locale);
  const withIcons = (items: Feature[], icons: readonly Feature['icon'][]) => items.map((item, i) => ({ ...item, icon: icons[i] }));

  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['careers']} />
      <JobPostings locale={locale} openings={openings} />
      <PageHero back={<BackLink locale={locale} href="/">{t('backToHome')}</BackLink>} title={page('heading')} lead={page('lead')} />
      <Section labelledBy="careers-culture" className="!pt-4">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeader id="careers-culture" eyebrow={t('culture.eyebrow')} title={t('culture.title')} align="left" />
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {copy.culture.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
      <Section tone="tint" labelledBy="careers-values">
        <SectionHeader id="careers-values" title={t('values.title')} />
        <FeatureGrid items={withIcons(copy.values.items, VALUE_ICONS)} columns={4} />
      </Section>
      <Section labelledBy="careers-perks">
        <SectionHeader id="careers-perks" title={t('perks.title')} />
        <FeatureGrid items={withIcons(copy.perks.items, PERK_ICONS)} columns={4} />
      </Section>
      <Openings locale={locale} openings={openings} />
      <CtaBand
        id="careers-contact"
        title={t('contact.title')}
        body={t('contact.body')}
        action={<CtaLink locale={locale} href={pages.contact.path}>{t('contact.button')}</CtaLink>}
      />
    </>
  );
}

/** The open roles, each expandable here and with its own page. */
async function Openings({ locale, openings }: { locale: Locale; openings: OpeningEntry[] }) {
  const { t, labels, applyHref } = await openingTexts(locale);
  return (
    <Section tone="tint" labelledBy="careers-openings">
      <SectionHeader id="careers-openings" title={t('title')} intro={t('intro')} />
      <div className="mx-auto mt-12 max-w-4xl space-y-4">
        {openings.length === 0 && <p className="text-center text-lg text-ink-700">{t('noneOpen')}</p>}
        {openings.map((job) => (
          <Opening key={job.id} job={job} labels={labels(job)} applyHref={applyHref(job)} pageHref={openingPath(job)} locale={locale} />
        ))}
      </div>
    </Section>
  );
}
