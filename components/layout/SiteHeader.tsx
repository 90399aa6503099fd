import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { DesktopNav } from './DesktopNav.client';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu.client';
import { headerEntries, navigationOf } from './site-navigation';

/** The site's header; in `landing` mode only the logo and the language switch (a landing page keeps visitors on its call to action). */
export async function SiteHeader({
  locale,
  landing = false,
  languages,
  switchQuery,
}: {
  locale: Locale;
  landing?: boolean;
  /** A builder page's path in each language, for the language switch. */
  languages?: Partial<Record<Locale, string>>;
  /** The state the language switch carries (a page rendered per request: lib/infra/routing/carried-query.ts). */
  switchQuery?: string;
}) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const entries = headerEntries(await navigationOf(locale));
  const homeLabel = (await getTranslations({ locale, namespace: 'PageNames' }))('home');

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link locale={locale} href="/" aria-label={t('logoLabel')} className="rounded-lg">
          <Logo />
        </Link>
        {landing ? (
          <LocaleSwitcher locale={locale} paths={languages} query={switchQuery} />
        ) : (
          <>
            <DesktopNav entries={entries} label={t('primaryNav')} />
            <div className="flex items-center gap-3">
              <div className="hidden xl:block">
                <LocaleSwitcher locale={locale} paths={languages} query={switchQuery} />
              </div>
              <DemoLink className="btn btn-primary hidden xl:inline-flex">{t('fixMyMargins')}</DemoLink>
              <MobileMenu
                entries={[{ kind: 'link', href: '/', label: homeLabel }, ...entries]}
                labels={{
                  open: t('openMenu'),
                  close: t('closeMenu'),
                  title: t('mobileMenuTitle'),
                  nav: t('primaryNav'),
                  cta: t('fixMyMargins'),
                }}
                localeSwitcher={<LocaleSwitcher locale={locale} paths={languages} query={switchQuery} />}
              />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
