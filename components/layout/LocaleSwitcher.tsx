import { getTranslations } from 'next-intl/server';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { LocaleSwitcherLinks } from './LocaleSwitcher.client';

export async function LocaleSwitcher({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'LocaleSwitcher' });
  return (
    <LocaleSwitcherLinks
      label={t('label')}
      options={routing.locales.map((value) => ({ value, label: t(value) }))}
      current={locale}
    />
  );
}
