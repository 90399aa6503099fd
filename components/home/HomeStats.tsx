import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { Section, SectionHeader } from '@/components/sections/Section';
import { CountUp } from './islands.client';

interface StatItem {
  value: string;
  label: string;
  body: string;
}

export async function HomeStats({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.stats' });
  const items: StatItem[] = getCopy(locale).Home.stats.items;
  return (
    <Section tone="dark" labelledBy="home-stats">
      <SectionHeader id="home-stats" eyebrow={t('eyebrow')} title={t('title')} intro={t('intro')} dark />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {items.map((item) => (
          <li key={item.label} className="rounded-card bg-white/5 p-8 ring-1 ring-white/10">
            <p className="text-6xl font-extrabold tracking-tight text-brand-300">
              <CountUp to={Number(item.value)} suffix="%" />
            </p>
            <h3 className="mt-3 text-lg font-bold text-white">{item.label}</h3>
            <p className="mt-2 leading-7 text-ink-300">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
