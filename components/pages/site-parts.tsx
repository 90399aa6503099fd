import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteParts } from '@/components/blocks/types';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { Audiences } from '@/components/home/Audiences';
import { AboutMission, AboutPlatform, AboutValues } from '@/components/about/AboutSections';
import { OpeningsSection } from '@/components/careers/OpeningsSection';
import { ContactCards } from '@/components/contact/ContactCards';
import { LoopIllustration } from '@/components/about/LoopIllustration';
import { HeroGraphic } from '@/components/home/HeroGraphic';
import { HomeStats } from '@/components/home/HomeStats';
import { HowItWorks } from '@/components/home/HowItWorks';
import { InsightsCarousel } from '@/components/home/InsightsCarousel';
import { Section } from '@/components/sections/Section';
import { solutionVisuals, type SolutionKey } from '@/components/solutions/solution-visuals';
import { HomeStories } from '@/components/stories/HomeStories';
import { TaggedStories } from '@/components/stories/TaggedStories';
import { getCopy, type DirectoryQuery } from '@/lib/features/content';
import { IntegrationsDirectory } from '@/components/integrations/IntegrationsDirectory';
import type { HeroIllustration, SiteSection } from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';

/** What a site page's route knows that its sections may need: the integrations directory's search and filters. */
export interface SiteContext {
  integrationsQuery?: DirectoryQuery;
}

/** Each site section as the site's own page draws it, in a language. */
const SECTIONS: Record<SiteSection, (locale: Locale, context: SiteContext) => ReactNode> = {
  homeStats: (locale) => <HomeStats locale={locale} />,
  audiences: (locale) => <Audiences locale={locale} />,
  howItWorks: (locale) => <HowItWorks locale={locale} />,
  homeStories: (locale) => <HomeStories locale={locale} />,
  insights: (locale) => <InsightsCarousel locale={locale} />,
  aboutMission: (locale) => <AboutMission locale={locale} />,
  aboutPlatform: (locale) => <AboutPlatform locale={locale} />,
  aboutValues: (locale) => <AboutValues locale={locale} />,
  analyticsSample: (locale) => <SolutionSample locale={locale} page="solutionsAnalytics" />,
  sizingSample: (locale) => <SolutionSample locale={locale} page="sizingAnalytics" />,
  integrationsDirectory: (locale, context) => <IntegrationsDirectory locale={locale} query={context.integrationsQuery ?? { q: '' }} />,
  trustCompliance: (locale) => <TrustSection locale={locale} part="TrustCompliance" />,
  trustDataProcessing: (locale) => <TrustSection locale={locale} part="TrustDataProcessing" />,
  trustSubprocessors: (locale) => <TrustSection locale={locale} part="TrustSubprocessors" />,
  trustChanges: (locale) => <TrustSection locale={locale} part="TrustChanges" />,
  trustReport: (locale) => <TrustSection locale={locale} part="TrustReport" />,
};

type TrustPart = 'TrustCompliance' | 'TrustDataProcessing' | 'TrustSubprocessors' | 'TrustChanges' | 'TrustReport';

/**
 * A trust center section, its code loaded where one is placed: it reads the trust center's data
 * and the mail settings, which the other pages of blocks (home, solutions…) would otherwise carry
 * in their server code (resident memory once every route has been loaded).
 */
async function TrustSection({ locale, part }: { locale: Locale; part: TrustPart }) {
  const sections = await import('@/components/trust/TrustCenterSections');
  const Part = sections[part];
  return <Part locale={locale} />;
}

/** A solution page's drawn sample data (the analytics dashboard, the sizing report), with its words in a language. */
function SolutionSample({ locale, page }: { locale: Locale; page: SolutionKey }) {
  const id = `${page}-sample`;
  return <Section labelledBy={id}>{solutionVisuals[page].sample?.(getCopy(locale).SolutionVisuals[page] as never, id)}</Section>;
}

/** A solution page's illustration beside its title, with its words in a language. */
const solutionHero = (page: SolutionKey) => (locale: Locale) => solutionVisuals[page].hero(getCopy(locale).SolutionVisuals[page] as never);

/** The home hero's returns flow, with its words in a language (read only where a page shows it). */
async function ReturnsFlow({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return (
    <HeroGraphic
      labels={{
        title: t('hero.graphicLabel'),
        step: t('graphic.step'),
        scan: t('graphic.scan'),
        grade: t('graphic.grade'),
        eligible: t('graphic.eligible'),
        resale: t('graphic.resale'),
        refurbish: t('graphic.refurbish'),
        recycle: t('graphic.recycle'),
        value: t('graphic.value'),
      }}
    />
  );
}

/** The about page's loop, with its label in a language. */
async function Loop({ locale }: { locale: Locale }) {
  return <LoopIllustration label={(await getTranslations({ locale, namespace: 'About' }))('heroLabel')} />;
}

const ILLUSTRATIONS: Record<HeroIllustration, (locale: Locale) => ReactNode> = {
  returnsFlow: (locale) => <ReturnsFlow locale={locale} />,
  loop: (locale) => <Loop locale={locale} />,
  returnsPhone: solutionHero('solutionsReturns'),
  tradeInPhone: solutionHero('solutionsTradeIns'),
  warrantyPhone: solutionHero('solutionsWarranty'),
  recallsPhone: solutionHero('solutionsRecalls'),
  inspectionScreen: solutionHero('warehouseInspection'),
  nextBestShelfChart: solutionHero('solutions3plNextBestShelf'),
  analyticsDashboard: solutionHero('solutionsAnalytics'),
  sizingSneaker: solutionHero('sizingAnalytics'),
  smartSopScreen: solutionHero('solutions3plSmartSop'),
};

/** What a page of blocks may show of the site's own drawing (components/blocks/types.ts `SiteParts`), in a language. */
export function siteParts(locale: Locale, context: SiteContext = {}): SiteParts {
  return {
    section: (name) => SECTIONS[name](locale, context),
    illustration: (name) => ILLUSTRATIONS[name](locale),
    stories: ({ solution, id, heading, intro }) => <TaggedStories locale={locale} query={{ solution }} id={id} title={heading} lead={intro} />,
    contactCards: (props) => <ContactCards {...props} />,
    openings: (props) => <OpeningsSection locale={locale} {...props} />,
    demoLink: ({ className, children }) => <DemoLink className={className}>{children}</DemoLink>,
  };
}
