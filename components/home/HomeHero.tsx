import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { Container } from '@/components/sections/Container';
import { Icon } from '@/components/ui/icons';
import { HeroGraphic } from './HeroGraphic';
import { HOW_IT_WORKS_ID } from './HowItWorks';

export async function HomeHero({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home' });
  const page = await getTranslations({ locale, namespace: 'Pages.home' });
  const points = getCopy(locale).Home.hero.points;
  return (
    <section className="overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <Container className="grid items-center gap-12 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{t('hero.eyebrow')}</p>
          <h1 className="mt-3 text-display font-extrabold tracking-tight text-ink-950">{page('heading')}</h1>
          <p className="mt-6 max-w-xl text-lg leading-8 text-ink-600 sm:text-xl">{t('hero.lead')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <DemoLink className="btn btn-primary px-6 text-base">{t('hero.primaryCta')}</DemoLink>
            <a href={`#${HOW_IT_WORKS_ID}`} className="btn btn-secondary px-6 text-base">
              {t('hero.secondaryCta')}
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-3 text-sm font-semibold text-ink-700 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                  <Icon name="check" className="size-3.5" />
                </span>
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center lg:justify-end">
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
        </div>
      </Container>
    </section>
  );
}
