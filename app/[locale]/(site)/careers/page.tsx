import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Opening, type OpeningCopy } from '@/components/careers/Opening';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CtaLink } from '@/components/sections/CtaBand';
import { FeatureGrid, type Feature } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { Section, SectionHeader } from '@/components/sections/Section';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getEnv } from '@/lib/infra/env.mjs';
import { openingFacts, validThrough } from '@/lib/features/content';
import { getCopy } from '@/lib/features/content';
import { localeOf, type LocaleParams } from '@/i18n/locale-params';
import type { Locale } from '@/i18n/routing';
import { pages } from '@/lib/infra/routing/pages';
import { jobPosting } from '@/lib/infra/seo/json-ld';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { absoluteUrl } from '@/lib/infra/seo/urls';
import { localeStaticParams } from '@/i18n/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'careers');
}

const VALUE_ICONS = ['sparkles', 'leaf', 'heart', 'users'] as const;
const PERK_ICONS = ['tag', 'globe', 'clock', 'book'] as const;

type CareersT = Awaited<ReturnType<typeof getTranslations<'Careers'>>>;

export default async function CareersPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Careers' });
  const page = await getTranslations({ locale, namespace: 'Pages.careers' });
  const copy = getCopy(locale).Careers;
  const withIcons = (items: Feature[], icons: readonly Feature['icon'][]) => items.map((item, i) => ({ ...item, icon: icons[i] }));

  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['careers']} />
      <JobPostings locale={locale} jobs={copy.openings.jobs} />
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
      <Openings jobs={copy.openings.jobs} t={t} />
      <CtaBand
        id="careers-contact"
        title={t('contact.title')}
        body={t('contact.body')}
        action={<CtaLink locale={locale} href={pages.contact.path}>{t('contact.button')}</CtaLink>}
      />
    </>
  );
}

/** The openings as JobPosting data for search engines, each pointing at its place on this page. */
function JobPostings({ locale, jobs }: { locale: Locale; jobs: OpeningCopy[] }) {
  const { SITE_URL } = getEnv();
  return (
    <JsonLd
      data={jobs.map((job) => {
        const facts = openingFacts[job.id]!;
        return jobPosting({
          ...job,
          datePosted: facts.datePosted,
          validThrough: validThrough(facts.datePosted),
          countries: facts.countries,
          siteUrl: SITE_URL,
          url: `${absoluteUrl(locale, pages.careers.path)}#${job.id}`,
        });
      })}
    />
  );
}

/** The open roles, each applied for by email. */
function Openings({ jobs, t }: { jobs: OpeningCopy[]; t: CareersT }) {
  const { CAREERS_EMAIL } = getEnv();
  const labels = {
    responsibilities: t('openings.responsibilities'),
    requirements: t('openings.requirements'),
    apply: t('openings.apply'),
    locationLabel: t('openings.locationLabel'),
    teamLabel: t('openings.teamLabel'),
    typeLabel: t('openings.typeLabel'),
    fullTime: t('openings.fullTime'),
  };
  const applyHref = (role: string) => `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(t('openings.applySubject', { role }))}`;
  return (
    <Section tone="tint" labelledBy="careers-openings">
      <SectionHeader id="careers-openings" title={t('openings.title')} intro={t('openings.intro')} />
      <div className="mx-auto mt-12 max-w-4xl space-y-4">
        {jobs.map((job) => (
          <Opening key={job.id} job={job} labels={labels} applyHref={applyHref(job.title)} />
        ))}
      </div>
    </Section>
  );
}
