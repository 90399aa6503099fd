import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { getEnv } from '@/lib/env.mjs';
import { localeOf, type LocaleParams } from '@/lib/i18n/locale-params';
import { inter } from '../fonts';
import '../globals.css';

// The root layout: every page lives under a locale (see app/global-not-found.tsx for the rest).

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export function generateMetadata(): Metadata {
  return { metadataBase: new URL(getEnv().SITE_URL), applicationName: 'Otailo' };
}

export default async function LocaleLayout({ children, params }: LocaleParams & { children: ReactNode }) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Shell' });
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Client components get labels as props from their server parents; no message catalogue is shipped. */}
        <NextIntlClientProvider messages={null}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
