import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Link } from '@/lib/infra/routing/navigation';
import { pages } from '@/lib/infra/routing/pages';
import { CountUp } from './islands.client';

interface StatItem {
  value: string;
  label: string;
  body: string;
}

/**
 * The spec's three figures (80, 52, 27%), shown for what they are: the targets the product is built
 * for, not measured averages, with the way to a visitor's own estimate and to measured results.
 */
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
            <h3 className="mt-1 text-lg font-bold text-white">{item.label}</h3>
            <p className="mt-2 leading-7 text-ink-300">{item.body}</p>
          </li>
        ))}
      </ul>
      <p className="mt-10 flex flex-wrap gap-x-8 gap-y-3 font-semibold">
        <Link locale={locale} href={pages.roiCalculator.path} className="text-brand-200 underline underline-offset-4 hover:text-white">
          {t('estimate')} →
        </Link>
        <Link locale={locale} href={pages.customers.path} className="text-brand-200 underline underline-offset-4 hover:text-white">
          {t('proof')} →
        </Link>
      </p>
    </Section>
  );
}
