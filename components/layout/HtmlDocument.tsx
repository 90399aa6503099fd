import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { inter } from '@/components/layout/fonts';
import { CONSENT_BOOT_SCRIPT } from '@/lib/infra/security/consent-boot.mjs';
import { HydrationMarker } from './HydrationMarker.client';
import { PageLinks } from './PageLinks.client';

/** `<html>` and `<body>` of every document: language, font, skip link (the first tab stop). */
export async function HtmlDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Shell' });
  // Client components get their labels as props from server parents. Error boundaries cannot (they
  // receive only the error), and the lead forms load on demand inside the demo dialog, so these
  // small namespaces are the only catalogues sent to the browser.
  const { Errors, Forms, RateLimit } = await getMessages({ locale });
  return (
    // The consent boot script may mark <html> before React hydrates it (see consent-boot.mjs).
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      {/* The App Router's root layout may render <head>; next/head is the Pages Router's. */}
      {/* eslint-disable-next-line @next/next/no-head-element */}
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_BOOT_SCRIPT }} />
        {/* Without JavaScript there is no choice to make (and no analytics): no banner. */}
        <noscript>
          <style>{'.cookie-banner{display:none}'}</style>
        </noscript>
      </head>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={{ Errors, Forms, RateLimit }}>
          {children}
        </NextIntlClientProvider>
        <HydrationMarker />
        <PageLinks />
      </body>
    </html>
  );
}
