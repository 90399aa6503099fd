import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { Audiences } from '@/components/home/Audiences';
import { HomeHero } from '@/components/home/HomeHero';
import { HomeStats } from '@/components/home/HomeStats';
import { HowItWorks } from '@/components/home/HowItWorks';
import { InsightsCarousel } from '@/components/home/InsightsCarousel';
import { HomeStories } from '@/components/stories/HomeStories';
import { CtaBand, CtaSecondaryLink, CTA_BUTTON } from '@/components/sections/CtaBand';
import { pages } from '@/lib/infra/routing/pages';
import { JsonLd } from '@/components/seo/JsonLd';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import { getEnv } from '@/lib/infra/env.mjs';
import { siteContact } from '@/lib/features/site-settings';
import { getLiveSitePage } from '@/lib/features/pages';
import { PageBlocks } from '@/components/pages/PageBlocks';
import type { Locale } from '@/lib/infra/routing/routing';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { organization } from '@/lib/infra/seo/json-ld';
import { pageMetadata } from '@/lib/infra/seo/metadata';
import { firstRequestParams } from '@/lib/infra/routing/static-params';

// Renders on its first request (its customer stories come from the database), then is served from
// the cache; refreshed when a story changes and at least hourly.
export const revalidate = 3600;
export const generateStaticParams = firstRequestParams;

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await localeOf(params);
  return pageMetadata(locale, 'home', (await getLiveSitePage(locale, 'home'))?.seo);
}

/**
 * The home page: its live page of blocks when an editor's version is published (docs/page-builder.md,
 * "The site's own pages"), else drawn from code; the organization's data and the breadcrumbs either way.
 */
export default async function HomePage({ params }: LocaleParams) {
  const locale = await localeOf(params);
  const [contact, live] = await Promise.all([siteContact(), getLiveSitePage(locale, 'home')]);
  return (
    <>
      <JsonLd data={organization({ siteUrl: getEnv().SITE_URL, email: contact.email, telephone: contact.phone, sameAs: contact.social.map((profile) => profile.url) })} />
      <PageBreadcrumbs locale={locale} trail={['home']} />
      {live ? <PageBlocks locale={locale} title={live.title} blocks={live.blocks} /> : <HomeFromCode locale={locale} />}
    </>
  );
}

/** Today's home page as code draws it (until its page of blocks is published). */
async function HomeFromCode({ locale }: { locale: Locale }) {
  const [t, band] = await Promise.all([getTranslations({ locale, namespace: 'Home.cta' }), getTranslations({ locale, namespace: 'CtaBand' })]);
  return (
    <>
      <HomeHero locale={locale} />
      <HomeStats locale={locale} />
      <Audiences locale={locale} />
      <HowItWorks locale={locale} />
      <HomeStories locale={locale} />
      <InsightsCarousel locale={locale} />
      <CtaBand
        id="home-cta"
        title={t('title')}
        body={t('body')}
        action={<DemoLink className={CTA_BUTTON}>{t('button')}</DemoLink>}
        secondary={<CtaSecondaryLink href={pages.roiCalculator.path} locale={locale}>{band('roi')}</CtaSecondaryLink>}
      />
    </>
  );
}
