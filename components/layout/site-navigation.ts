/**
 * The header's and footer's menus in a language: what an editor published in the site settings,
 * or else the site's own menus (the spec's, from messages/*.json). The site's own are written in
 * the settings' shape, so the admin's navigation form starts from exactly what visitors see.
 */
import { getTranslations } from 'next-intl/server';
import { siteNavigation } from '@/lib/features/site-settings';
import type { SiteNavigation } from '@/lib/features/site-settings/shared/navigation';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import type { Locale } from '@/lib/infra/routing/routing';
import type { NavEntry } from './nav-model';

type HeaderKey = Parameters<Awaited<ReturnType<typeof getTranslations<'Header'>>>>[0];

const BRANDS: { heading: HeaderKey; links: [PageKey, string][] }[] = [
  {
    heading: 'groups.returnInitiation',
    links: [
      ['solutionsReturns', 'solutionsReturns'],
      ['solutionsTradeIns', 'solutionsTradeIns'],
      ['solutionsWarranty', 'solutionsWarranty'],
      ['solutionsRecalls', 'solutionsRecalls'],
    ],
  },
  {
    heading: 'groups.returnInspection',
    links: [
      ['warehouseInspection', 'warehouseInspection'],
      ['solutions3plNextBestShelf', 'solutions3plNextBestShelf'],
    ],
  },
  {
    heading: 'groups.analytics',
    links: [
      ['solutionsAnalytics', 'solutionsAnalytics'],
      ['sizingAnalytics', 'sizingAnalytics'],
    ],
  },
];
const THREE_PL: [PageKey, string][] = [
  ['solutions3plSmartSop', 'threePlSmartSop'],
  ['solutions3plNextBestShelf', 'threePlNextBestShelf'],
];
const RESOURCES: [PageKey, string][] = [
  ['blog', 'blog'],
  ['roiCalculator', 'roiCalculator'],
  ['resources', 'resourceLibrary'],
];
/** Where a buyer looks for proof and for who we are (not in the spec's header: added for issue 55). */
const COMPANY: [PageKey, string][] = [
  ['about', 'about'],
  ['trust', 'trust'],
  ['careers', 'careers'],
  ['contact', 'contact'],
];
const FOOTER: { title: 'company' | 'support'; links: PageKey[] }[] = [
  { title: 'company', links: ['about', 'careers', 'blog', 'resources'] },
  { title: 'support', links: ['contact'] },
];
/** Always the footer's last column, landing pages included: not an editor's to remove. */
export const LEGAL_LINKS: PageKey[] = ['privacyPolicy', 'cookiePolicy', 'privacyNotice', 'trust'];

const pathOf = (key: PageKey) => pages[key].path || '/';

/** The site's own menus in a language, in the spec's order. */
export async function ownNavigation(locale: Locale): Promise<SiteNavigation> {
  const t = await getTranslations({ locale, namespace: 'Header' });
  const footer = await getTranslations({ locale, namespace: 'Footer' });
  const names = await getTranslations({ locale, namespace: 'PageNames' });
  const links = (list: [PageKey, string][]) =>
    list.map(([key, name]) => ({ label: t(`links.${name}` as HeaderKey), href: pathOf(key), description: t(`descriptions.${name}` as HeaderKey) }));
  return {
    header: [
      { kind: 'menu', label: t('brandsUniverse'), groups: BRANDS.map((group) => ({ heading: t(group.heading), links: links(group.links) })) },
      { kind: 'menu', label: t('threePlUniverse'), groups: [{ links: links(THREE_PL) }] },
      { kind: 'menu', label: t('resources'), groups: [{ links: links(RESOURCES) }] },
      { kind: 'link', label: t('integrations'), href: pathOf('integrations') },
      { kind: 'link', label: t('customers'), href: pathOf('customers') },
      { kind: 'menu', label: t('company'), groups: [{ links: links(COMPANY) }] },
    ],
    footer: FOOTER.map((column) => ({ title: footer(column.title), links: column.links.map((key) => ({ label: names(key), href: pathOf(key) })) })),
  };
}

/** The menus visitors see in a language. */
export async function navigationOf(locale: Locale): Promise<SiteNavigation> {
  return (await siteNavigation(locale)) ?? ownNavigation(locale);
}

/** The header's entries for the menus (desktop and phone). */
export function headerEntries(navigation: SiteNavigation): NavEntry[] {
  return navigation.header.map((entry, index) =>
    entry.kind === 'link'
      ? { kind: 'link', href: entry.href, label: entry.label }
      : { kind: 'menu', id: `menu-${index}`, label: entry.label, groups: entry.groups.map((group) => ({ label: group.heading, links: group.links })) },
  );
}
