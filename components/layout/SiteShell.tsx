import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/infra/routing/routing';
import { Measure } from '@/components/analytics/Measure.client';
import { CookieBanner } from '@/components/consent/CookieBanner';
import { DemoDialogProvider } from '@/components/demo/DemoDialogProvider.client';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/**
 * Header, main landmark (target of the skip link), footer and cookie banner of every public page.
 * `landing` (a builder page's landing mode): no menus, only the logo, the language switch and the legal footer.
 */
export async function SiteShell({
  locale,
  landing = false,
  languages,
  switchQuery,
  children,
}: {
  locale: Locale;
  landing?: boolean;
  /** A builder page's path in each language it is live in, for the language switch. */
  languages?: Partial<Record<Locale, string>>;
  /** The state the language switch carries, on a page rendered per request (lib/infra/routing/carried-query.ts). */
  switchQuery?: string;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'DemoDialog' });
  return (
    <DemoDialogProvider labels={{ title: t('title'), description: t('description'), close: t('close') }}>
      <SiteHeader locale={locale} landing={landing} languages={languages} switchQuery={switchQuery} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SiteFooter locale={locale} landing={landing} />
      <CookieBanner locale={locale} />
      <Measure />
    </DemoDialogProvider>
  );
}
