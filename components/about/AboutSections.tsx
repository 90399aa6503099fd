import { getTranslations } from 'next-intl/server';
import { FeatureGrid, type Feature } from '@/components/sections/FeatureGrid';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Icon } from '@/components/ui/icons';
import { getCopy } from '@/lib/features/content';
import type { Locale } from '@/lib/infra/routing/routing';

/** The about page's sections, each with its words from the site's messages and copy (drawn on the about page, or placed on a page of blocks). */

export async function AboutMission({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  return (
    <Section labelledBy="about-mission">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.3fr]">
        <SectionHeader id="about-mission" eyebrow={t('mission.eyebrow')} title={t('mission.title')} align="left" />
        <div className="space-y-5 text-lg leading-8 text-ink-700">
          {getCopy(locale).About.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </Section>
  );
}

export async function AboutPlatform({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const modules: Feature[] = getCopy(locale).About.platform.modules;
  return (
    <Section tone="tint" labelledBy="about-platform">
      <SectionHeader id="about-platform" eyebrow={t('platform.eyebrow')} title={t('platform.title')} intro={t('platform.intro')} />
      {/* Five in a row from a laptop's width: on a tablet a column is narrower than "Devoluciones". */}
      <ol className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {modules.map((module, index) => (
          <li key={module.title} className="relative rounded-card bg-white p-5 shadow-card ring-1 ring-ink-100">
            <span className="text-sm font-bold text-brand-700">{`0${index + 1}`}</span>
            <h3 className="mt-2 font-bold text-ink-950">{module.title}</h3>
            <p className="mt-2 text-sm leading-6 text-ink-600">{module.body}</p>
            {index < modules.length - 1 && <Icon name="arrowRight" className="absolute top-1/2 -right-4 z-10 hidden size-5 -translate-y-1/2 text-brand-600 lg:block" />}
          </li>
        ))}
      </ol>
    </Section>
  );
}

const VALUE_ICONS = ['sparkles', 'globe', 'leaf', 'handshake'] as const;

export async function AboutValues({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  const values = getCopy(locale).About.values.items.map((value, index) => ({ ...value, icon: VALUE_ICONS[index] }));
  return (
    <Section labelledBy="about-values">
      <SectionHeader id="about-values" eyebrow={t('values.eyebrow')} title={t('values.title')} />
      <FeatureGrid items={values} columns={4} />
    </Section>
  );
}
