import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { getEnv } from '@/lib/infra/env.mjs';
import { pages } from '@/lib/infra/routing/pages';
import { CookieBanner as CookieBannerClient } from './CookieBanner.client';

export async function CookieBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'CookieBanner' });
  return (
    <CookieBannerClient
      labels={{
        label: t('label'),
        message: t('message'),
        acceptAll: t('acceptAll'),
        essentialOnly: t('essentialOnly'),
        policyLink: t('policyLink'),
      }}
      policyHref={pages.cookiePolicy.path}
      analyticsId={getEnv().ANALYTICS_ID}
    />
  );
}
