import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ComponentType } from 'react';
import { SiteShell } from '@/components/layout/SiteShell';
import { showVariant } from '@/components/pages/variant-scope';
import { runningVariant } from '@/lib/features/experiments';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { pages, type PageKey } from '@/lib/infra/routing/pages';
import { PathnameOverride } from '@/lib/infra/routing/pathname-context';
import * as builderPage from '../../(pages)/[slug]/page';
import * as about from '../../(site)/about/page';
import * as careers from '../../(site)/careers/page';
import * as contact from '../../(site)/contact/page';
import * as integrations from '../../(site)/integrations/page';
import * as home from '../../(site)/page';
import * as sizingAnalytics from '../../(site)/sizing-analytics/page';
import * as solutions3plNextBestShelf from '../../(site)/solutions-3pl-next-best-shelf/page';
import * as solutions3plSmartSop from '../../(site)/solutions-3pl-smart-sop/page';
import * as solutionsAnalytics from '../../(site)/solutions-analytics/page';
import * as solutionsRecalls from '../../(site)/solutions-recalls/page';
import * as solutionsReturns from '../../(site)/solutions-returns/page';
import * as solutionsTradeIns from '../../(site)/solutions-trade-ins/page';
import * as solutionsWarranty from '../../(site)/solutions-warranty/page';
import * as trust from '../../(site)/trust/page';
import * as warehouseInspection from '../../(site)/warehouse-inspection-module/page';

type Params = { params: Promise<{ locale: string; variant: string }> };
type LocaleRoute = { default: ComponentType<{ params: Promise<{ locale: string }> }>; generateMetadata: (props: { params: Promise<{ locale: string }> }) => Promise<Metadata> };

/** The site's own pages of blocks, by key: the routes a variant of theirs is drawn with. */
const siteRoutes: Partial<Record<PageKey, LocaleRoute>> = {
  home,
  about,
  careers,
  contact,
  integrations,
  trust,
  solutionsReturns,
  solutionsRecalls,
  solutionsWarranty,
  solutionsTradeIns,
  solutions3plSmartSop,
  solutions3plNextBestShelf,
  solutionsAnalytics,
  sizingAnalytics,
  warehouseInspection,
};

// A variant of a page under experiment (docs/experiments.md, "Serving"), at an internal address
// the production server hands Next.js for a visitor in that variant (proxy.ts rewrites to it; a
// client asking for it gets 404). The page's own route draws it, with this variant's blocks in
// place (variant-scope.ts): each variant is its own cached, pre-rendered page. Rendered on its
// first request, refreshed when the page or the experiment changes.
export const revalidate = 3600;
export function generateStaticParams() {
  return [];
}

async function load(params: Params['params']) {
  const locale = await localeOf(params);
  const found = await runningVariant((await params).variant);
  if (!found || found.page.language !== locale) notFound();
  const route = found.page.key === null ? null : siteRoutes[found.page.key as PageKey];
  if (found.page.key !== null && !route) notFound();
  return { locale, found, route };
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, found, route } = await load(params);
  // The page's own metadata: its canonical address is the page's, never this one.
  if (route) return route.generateMetadata({ params: Promise.resolve({ locale }) });
  return builderPage.generateMetadata({ params: Promise.resolve({ locale, slug: found.page.slug ?? '' }) });
}

export default async function VariantRoute({ params }: Params) {
  const { locale, found, route } = await load(params);
  showVariant(found.experiment, found.variant);
  // The header's menus and language switch name the page itself, not this address.
  const slug = found.page.slug ?? '';
  if (!route)
    return (
      <PathnameOverride pathname={`/${slug}`}>
        <builderPage.default params={Promise.resolve({ locale, slug })} />
      </PathnameOverride>
    );
  const Page = route.default;
  // The site's pages are drawn inside the (site) group's shell; a new page's route draws its own.
  return (
    <PathnameOverride pathname={pages[found.page.key as PageKey].path || '/'}>
      <SiteShell locale={locale}>
        <Page params={Promise.resolve({ locale })} />
      </SiteShell>
    </PathnameOverride>
  );
}
