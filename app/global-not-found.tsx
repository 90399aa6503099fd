import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { SiteShell } from '@/components/layout/SiteShell';
import { NotFoundScreen } from '@/components/page/NotFoundScreen';
import { routing } from '@/i18n/routing';
import { inter } from './fonts';
import './globals.css';

export const metadata: Metadata = { title: 'Page Not Found | Otailo', robots: { index: false } };

// URLs that match no route at all (for example `/missing.txt`, which the proxy does not see).
export default async function GlobalNotFound() {
  const locale = routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'Shell' });
  return (
    <html lang={locale} className={inter.variable}>
      <body className="flex min-h-dvh flex-col">
        <a href="#main" className="skip-link">
          {t('skipToContent')}
        </a>
        <NextIntlClientProvider locale={locale} messages={null}>
          <SiteShell locale={locale}>
            <NotFoundScreen locale={locale} />
          </SiteShell>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
