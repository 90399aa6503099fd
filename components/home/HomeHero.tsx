import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { PageHero } from '@/components/sections/PageHero';
import { HeroGraphic, type HeroGraphicLabels } from './HeroGraphic';
import { HOW_IT_WORKS_ID } from './HowItWorks';

/** The illustration's words in a language. */
export async function heroGraphicLabels(locale: Locale): Promise<HeroGraphicLabels> {
  const t = await getTranslations({ locale, namespace: 'Home' });
  return {
    title: t('hero.graphicLabel'),
    step: t('graphic.step'),
    scan: t('graphic.scan'),
    grade: t('graphic.grade'),
    eligible: t('graphic.eligible'),
    resale: t('graphic.resale'),
    refurbish: t('graphic.refurbish'),
    recycle: t('graphic.recycle'),
    value: t('graphic.value'),
  };
}

/** The home page's top band: its h1, the two calls to action, the proof points and the returns-flow illustration. */
export async function HomeHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const page = await getTranslations({ locale, namespace: 'Pages.home' });
  return (
    <PageHero
      layout="home"
      eyebrow={t('hero.eyebrow')}
      title={page('heading')}
      lead={t('hero.lead')}
      actions={
        <>
          <DemoLink className="btn btn-primary px-6 text-base">{t('hero.primaryCta')}</DemoLink>
          <a href={`#${HOW_IT_WORKS_ID}`} className="btn btn-secondary px-6 text-base">
            {t('hero.secondaryCta')}
          </a>
        </>
      }
      points={getCopy(locale).Home.hero.points}
      visual={<HeroGraphic labels={await heroGraphicLabels(locale)} />}
    />
  );
}
