import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { SiteParts } from '@/components/blocks/types';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { Audiences } from '@/components/home/Audiences';
import { AboutMission, AboutPlatform, AboutValues } from '@/components/about/AboutSections';
import { LoopIllustration } from '@/components/about/LoopIllustration';
import { HeroGraphic } from '@/components/home/HeroGraphic';
import { heroGraphicLabels } from '@/components/home/HomeHero';
import { HomeStats } from '@/components/home/HomeStats';
import { HowItWorks } from '@/components/home/HowItWorks';
import { InsightsCarousel } from '@/components/home/InsightsCarousel';
import { HomeStories } from '@/components/stories/HomeStories';
import type { HeroIllustration, SiteSection } from '@/lib/features/pages/shared/blocks';
import type { Locale } from '@/lib/infra/routing/routing';

/** Each site section as the site's own page draws it, in a language. */
const SECTIONS: Record<SiteSection, (locale: Locale) => ReactNode> = {
  homeStats: (locale) => <HomeStats locale={locale} />,
  audiences: (locale) => <Audiences locale={locale} />,
  howItWorks: (locale) => <HowItWorks locale={locale} />,
  homeStories: (locale) => <HomeStories locale={locale} />,
  insights: (locale) => <InsightsCarousel locale={locale} />,
  aboutMission: (locale) => <AboutMission locale={locale} />,
  aboutPlatform: (locale) => <AboutPlatform locale={locale} />,
  aboutValues: (locale) => <AboutValues locale={locale} />,
};

/** The home hero's returns flow, with its words in a language (read only where a page shows it). */
async function ReturnsFlow({ locale }: { locale: Locale }) {
  return <HeroGraphic labels={await heroGraphicLabels(locale)} />;
}

/** The about page's loop, with its label in a language. */
async function Loop({ locale }: { locale: Locale }) {
  return <LoopIllustration label={(await getTranslations({ locale, namespace: 'About' }))('heroLabel')} />;
}

const ILLUSTRATIONS: Record<HeroIllustration, (locale: Locale) => ReactNode> = {
  returnsFlow: (locale) => <ReturnsFlow locale={locale} />,
  loop: (locale) => <Loop locale={locale} />,
};

/** What a page of blocks may show of the site's own drawing (components/blocks/types.ts `SiteParts`), in a language. */
export function siteParts(locale: Locale): SiteParts {
  return {
    section: (name) => SECTIONS[name](locale),
    illustration: (name) => ILLUSTRATIONS[name](locale),
    demoLink: ({ className, children }) => <DemoLink className={className}>{children}</DemoLink>,
  };
}
