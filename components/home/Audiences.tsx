import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { getCopy } from '@/lib/features/content';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import { Section, SectionHeader } from '@/components/sections/Section';
import { Icon } from '@/components/ui/icons';

/** Brands universe and 3PL universe, each with links to its solution pages. */
export async function Audiences({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Home.audiences' });
  const names = await getTranslations({ locale, namespace: 'PageNames' });
  const groups = [
    { key: 'brands', icon: 'store' },
    { key: 'threePl', icon: 'box' },
  ] as const;
  return (
    <Section labelledBy="home-audiences">
      <SectionHeader id="home-audiences" eyebrow={t('eyebrow')} title={t('title')} />
      <div className="mt-12 grid gap-6 lg:grid-cols-2">
        {groups.map(({ key, icon }) => (
          <article key={key} className="rounded-card border border-ink-100 bg-white p-8 shadow-card">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon name={icon} />
            </span>
            <h3 className="mt-5 text-2xl font-bold text-ink-950">{t(`${key}.title`)}</h3>
            <p className="mt-3 leading-7 text-ink-600">{t(`${key}.body`)}</p>
            <ul className="mt-6 grid gap-2 sm:grid-cols-2">
              {(getCopy(locale).Home.audiences[key].links as PageKey[]).map((page) => (
                <li key={page}>
                  <Link
                    locale={locale}
                    href={pages[page].path}
                    className="group flex items-center justify-between rounded-lg border border-ink-100 px-4 py-3 font-semibold text-ink-800 hover:border-brand-300 hover:bg-brand-50"
                  >
                    {names(page)}
                    <Icon name="arrowRight" className="size-4 text-brand-700 transition-transform group-hover:translate-x-0.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </article>
        ))}
      </div>
    </Section>
  );
}
