import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { LocaleSwitcherLinks } from './LocaleSwitcher.client';

/** `paths`: a builder page's path in each language; `query`: the state to carry (see LocaleSwitcherLinks). */
export async function LocaleSwitcher({ locale, paths, query }: { locale: Locale; paths?: Partial<Record<Locale, string>>; /** The state the other language's link carries (a page rendered per request). */ query?: string }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  return (
    <LocaleSwitcherLinks
      label={t('label')}
      options={routing.locales.map((value) => ({ value, label: t(value) }))}
      current={locale}
      paths={paths}
      query={query}
    />
  );
}
