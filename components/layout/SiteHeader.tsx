import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { pages } from '@/lib/infra/routing/pages';
import { DemoLink } from '@/components/demo/DemoLink.client';
import { DesktopNav } from './DesktopNav.client';
import { LocaleSwitcher } from './LocaleSwitcher';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu.client';
import type { NavEntry, NavGroup, NavLinkItem } from './nav-model';

type HeaderT = Awaited<ReturnType<typeof getTranslations<'Header'>>>;
type HeaderLink = (key: keyof typeof pages, label: Parameters<HeaderT>[0], description?: Parameters<HeaderT>[0]) => NavLinkItem;

/** The brands menu: return initiation, inspection, analytics. */
function brandsGroups(t: HeaderT, link: HeaderLink): NavGroup[] {
  return [
    {
      label: t('groups.returnInitiation'),
      links: [
        link('solutionsReturns', 'links.solutionsReturns', 'descriptions.solutionsReturns'),
        link('solutionsTradeIns', 'links.solutionsTradeIns', 'descriptions.solutionsTradeIns'),
        link('solutionsWarranty', 'links.solutionsWarranty', 'descriptions.solutionsWarranty'),
        link('solutionsRecalls', 'links.solutionsRecalls', 'descriptions.solutionsRecalls'),
      ],
    },
    {
      label: t('groups.returnInspection'),
      links: [
        link('warehouseInspection', 'links.warehouseInspection', 'descriptions.warehouseInspection'),
        link('solutions3plNextBestShelf', 'links.solutions3plNextBestShelf', 'descriptions.solutions3plNextBestShelf'),
      ],
    },
    {
      label: t('groups.analytics'),
      links: [
        link('solutionsAnalytics', 'links.solutionsAnalytics', 'descriptions.solutionsAnalytics'),
        link('sizingAnalytics', 'links.sizingAnalytics', 'descriptions.sizingAnalytics'),
      ],
    },
  ];
}

/** The header's menus and links, in the spec's order (the mobile menu adds Home before them). */
async function navEntries(locale: Locale): Promise<NavEntry[]> {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const link: HeaderLink = (key, label, description) => ({
    href: pages[key].path || '/',
    label: t(label),
    description: description ? t(description) : undefined,
  });

  return [
    {
      kind: 'menu',
      id: 'brands',
      label: t('brandsUniverse'),
      groups: brandsGroups(t, link),
    },
    {
      kind: 'menu',
      id: '3pl',
      label: t('threePlUniverse'),
      groups: [
        {
          links: [
            link('solutions3plSmartSop', 'links.threePlSmartSop', 'descriptions.threePlSmartSop'),
            link('solutions3plNextBestShelf', 'links.threePlNextBestShelf', 'descriptions.threePlNextBestShelf'),
          ],
        },
      ],
    },
    {
      kind: 'menu',
      id: 'resources',
      label: t('resources'),
      groups: [
        {
          links: [
            link('blog', 'links.blog', 'descriptions.blog'),
            link('roiCalculator', 'links.roiCalculator', 'descriptions.roiCalculator'),
            link('resources', 'links.resourceLibrary', 'descriptions.resourceLibrary'),
          ],
        },
      ],
    },
    { kind: 'link', href: pages.integrations.path, label: t('integrations') },
  ];
}

/** The site's header; in `landing` mode only the logo and the language switch (a landing page keeps visitors on its call to action). */
export async function SiteHeader({ locale, landing = false, languages }: { locale: Locale; landing?: boolean; /** A builder page's path in each language, for the language switch. */ languages?: Partial<Record<Locale, string>> }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const entries = await navEntries(locale);
  const homeLabel = (await getTranslations({ locale, namespace: 'PageNames' }))('home');

  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link locale={locale} href="/" aria-label={t('logoLabel')} className="rounded-lg">
          <Logo />
        </Link>
        {landing ? (
          <LocaleSwitcher locale={locale} paths={languages} />
        ) : (
          <>
            <DesktopNav entries={entries} label={t('primaryNav')} />
            <div className="flex items-center gap-3">
              <div className="hidden lg:block">
                <LocaleSwitcher locale={locale} paths={languages} />
              </div>
              <DemoLink className="btn btn-primary hidden lg:inline-flex">{t('fixMyMargins')}</DemoLink>
              <MobileMenu
                entries={[{ kind: 'link', href: '/', label: homeLabel }, ...entries]}
                labels={{
                  open: t('openMenu'),
                  close: t('closeMenu'),
                  title: t('mobileMenuTitle'),
                  nav: t('primaryNav'),
                  cta: t('fixMyMargins'),
                }}
                localeSwitcher={<LocaleSwitcher locale={locale} paths={languages} />}
              />
            </div>
          </>
        )}
      </div>
    </header>
  );
}
