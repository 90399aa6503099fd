import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { demoButtonLabel } from '@/lib/features/site-settings';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CtaSecondaryLink, CTA_BUTTON } from '@/components/sections/CtaBand';
import { FeatureGrid } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { Section, SectionHeader } from '@/components/sections/Section';
import { StatGrid } from '@/components/sections/StatGrid';
import { Steps, type Step } from '@/components/sections/Steps';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { SolutionStories } from '@/components/stories/SolutionStories';
import { Icon } from '@/components/ui/icons';
import { pages } from '@/lib/infra/routing/pages';
import { solutionVisuals, type SolutionKey } from './solution-visuals';

/**
 * The shared template of the nine solution pages: back link, title, subheader, description,
 * features, benefits, numbered steps and a demo request, around each page's own illustration.
 */
export async function SolutionPage({ locale, page }: { locale: Locale; page: SolutionKey }) {
  const common = await getTranslations({ locale, namespace: 'SolutionPage' });
  const heading = await getTranslations({ locale, namespace: `Pages.${page}` });
  const t = await getTranslations({ locale, namespace: `Solutions.${page}` });
  const band = await getTranslations({ locale, namespace: 'CtaBand' });
  const copy = getCopy(locale);
  const visualLabels = copy.SolutionVisuals[page] as never;
  const visual = solutionVisuals[page];
  const features = copy.Solutions[page].features.map((feature, index) => ({ ...feature, icon: visual.featureIcons[index] }));
  const steps: Step[] = copy.Solutions[page].steps;
  const demoLabel = (await demoButtonLabel(locale)) ?? common('requestDemo');
  const demo = <DemoLink className="btn btn-primary px-6 text-base">{demoLabel}</DemoLink>;

  return (
    <>
      <PageBreadcrumbs locale={locale} trail={[page]} />
      <PageHero
        back={<BackLink locale={locale} href="/">{common('backToHome')}</BackLink>}
        eyebrow={t('eyebrow')}
        title={heading('heading')}
        lead={heading('lead')}
        actions={demo}
        visual={visual.hero(visualLabels)}
      />
      <Section labelledBy={`${page}-audience`} className="!pt-4">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr]">
          <p className="text-lg leading-8 text-ink-700 sm:text-xl sm:leading-9">{t('description')}</p>
          <aside className="self-start rounded-card bg-ink-50 p-6" aria-labelledby={`${page}-audience`}>
            <h2 id={`${page}-audience`} className="flex items-center gap-2 font-bold text-ink-950">
              <Icon name="users" className="size-5 text-brand-700" />
              {common('audienceTitle')}
            </h2>
            <p className="mt-2 leading-7 text-ink-700">{t('audience')}</p>
          </aside>
        </div>
      </Section>
      <Section tone="tint" labelledBy={`${page}-features`}>
        <SectionHeader id={`${page}-features`} title={common('featuresTitle')} />
        <FeatureGrid items={features} columns={2} />
      </Section>
      {visual.sample && <Section labelledBy={`${page}-sample`}>{visual.sample(visualLabels, `${page}-sample`)}</Section>}
      <Section tone="brand" labelledBy={`${page}-benefits`}>
        <SectionHeader id={`${page}-benefits`} title={common('benefitsTitle')} />
        <StatGrid items={copy.Solutions[page].benefits} />
      </Section>
      <Section tone="tint" labelledBy={`${page}-steps`}>
        <SectionHeader id={`${page}-steps`} title={common('stepsTitle')} intro={common('stepsIntro', { count: steps.length })} />
        <Steps items={steps} />
      </Section>
      <SolutionStories locale={locale} solution={page} />
      <CtaBand
        id={`${page}-cta`}
        title={t('cta.title')}
        body={t('cta.body')}
        action={<DemoLink className={CTA_BUTTON}>{demoLabel}</DemoLink>}
        secondary={<CtaSecondaryLink href={pages.roiCalculator.path} locale={locale}>{band('roi')}</CtaSecondaryLink>}
      />
    </>
  );
}
