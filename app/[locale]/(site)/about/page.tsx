import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LoopIllustration } from '@/components/about/LoopIllustration';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CtaLink } from '@/components/sections/CtaBand';
import { FeatureGrid, type Feature } from '@/components/sections/FeatureGrid';
import { PageHero } from '@/components/sections/PageHero';
import { Section, SectionHeader } from '@/components/sections/Section';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { Icon } from '@/components/ui/icons';
import { getCopy } from '@/lib/features/content';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pages } from '@/lib/infra/routing/pages';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { localeStaticParams } from '@/lib/infra/routing/static-params';

export const generateStaticParams = localeStaticParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'about');
}

const VALUE_ICONS = ['sparkles', 'globe', 'leaf', 'handshake'] as const;

export default async function AboutPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'About' });
  const page = await getTranslations({ locale, namespace: 'Pages.about' });
  const copy = getCopy(locale).About;
  const modules: Feature[] = copy.platform.modules;
  const values = copy.values.items.map((value, index) => ({ ...value, icon: VALUE_ICONS[index] }));
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['about']} />
      <PageHero
        back={<BackLink locale={locale} href="/">{t('backToHome')}</BackLink>}
        title={page('heading')}
        lead={page('lead')}
        visual={<LoopIllustration label={t('heroLabel')} />}
      />
      <Section labelledBy="about-mission">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
          <SectionHeader id="about-mission" eyebrow={t('mission.eyebrow')} title={t('mission.title')} align="left" />
          <div className="space-y-5 text-lg leading-8 text-ink-700">
            {copy.mission.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
      </Section>
      <Section tone="tint" labelledBy="about-platform">
        <SectionHeader id="about-platform" eyebrow={t('platform.eyebrow')} title={t('platform.title')} intro={t('platform.intro')} />
        {/* Five in a row from a laptop's width: on a tablet a column is narrower than "Devoluciones". */}
        <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {modules.map((module, index) => (
            <li key={module.title} className="relative rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
              <span className="text-sm font-bold text-brand-700">{`0${index + 1}`}</span>
              <h3 className="mt-2 font-bold text-ink-950">{module.title}</h3>
              <p className="mt-2 text-sm leading-6 text-ink-600">{module.body}</p>
              {index < modules.length - 1 && (
                <Icon name="arrowRight" className="absolute top-1/2 -right-4 z-10 hidden size-5 -translate-y-1/2 text-brand-600 lg:block" />
              )}
            </li>
          ))}
        </ol>
      </Section>
      <Section labelledBy="about-values">
        <SectionHeader id="about-values" eyebrow={t('values.eyebrow')} title={t('values.title')} />
        <FeatureGrid items={values} columns={4} />
      </Section>
      <CtaBand
        id="about-contact"
        title={t('contact.title')}
        body={t('contact.body')}
        action={<CtaLink locale={locale} href={pages.contact.path}>{t('contact.button')}</CtaLink>}
      />
    </>
  );
}
