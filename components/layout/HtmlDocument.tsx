import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { inter } from '@/app/fonts';
import { HydrationMarker } from './HydrationMarker.client';

/** `<html>` and `<body>` of every document: language, font, skip link (the first tab stop). */
export async function HtmlDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        {/* Client components get labels as props from their server parents: no message catalogue is shipped. */}
        <NextIntlClientProvider locale={locale} messages={null}>
          {children}
        </NextIntlClientProvider>
        <HydrationMarker />
      </body>
    </html>
  );
}
