import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { LocaleSwitcherLinks } from './LocaleSwitcher.client';

/** `paths`: a builder page's path in each language (see LocaleSwitcherLinks). */
export async function LocaleSwitcher({ locale, paths }: { locale: Locale; paths?: Partial<Record<Locale, string>> }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  return (
    <LocaleSwitcherLinks
      label={t('label')}
      options={routing.locales.map((value) => ({ value, label: t(value) }))}
      current={locale}
      paths={paths}
    />
  );
}
