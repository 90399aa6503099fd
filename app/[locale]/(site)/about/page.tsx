import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutMission, AboutPlatform, AboutValues } from '@/components/about/AboutSections';
import { LoopIllustration } from '@/components/about/LoopIllustration';
import { PageBlocks } from '@/components/pages/PageBlocks';
import { BackLink } from '@/components/sections/BackLink';
import { CtaBand, CtaLink } from '@/components/sections/CtaBand';
import { PageHero } from '@/components/sections/PageHero';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getLiveSitePage } from '@/lib/features/pages';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pages } from '@/lib/infra/routing/pages';
import type { Locale } from '@/lib/infra/routing/routing';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// Renders on its first request (its live page of blocks is in the database), then is served from
// the cache; refreshed when a page is written and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, 'about', (await getLiveSitePage(locale, 'about'))?.seo);
}

/** The about page: its live page of blocks when published (docs/page-builder.md, "The site's own pages"), else drawn from code. */
export default async function AboutPage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const live = await getLiveSitePage(locale, 'about');
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={['about']} />
      {live ? <PageBlocks locale={locale} title={live.title} blocks={live.blocks} /> : <AboutFromCode locale={locale} />}
    </>
  );
}

async function AboutFromCode({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const page = await getTranslations({ locale, namespace: 'Pages.about' });
  return (
    <>
      <PageHero
        back={<BackLink locale={locale} href="/">{t('backToHome')}</BackLink>}
        title={page('heading')}
        lead={page('lead')}
        visual={<LoopIllustration label={t('heroLabel')} />}
      />
      <AboutMission locale={locale} />
      <AboutPlatform locale={locale} />
      <AboutValues locale={locale} />
      <CtaBand
        id="about-contact"
        title={t('contact.title')}
        body={t('contact.body')}
        action={<CtaLink locale={locale} href={pages.contact.path}>{t('contact.button')}</CtaLink>}
      />
    </>
  );
}
