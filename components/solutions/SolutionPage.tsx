import type { Locale } from '@/lib/infra/routing/routing';
import { SitePage } from '@/components/pages/SitePage';
import { PageBreadcrumbs } from '@/components/seo/PageBreadcrumbs';
import type { SolutionKey } from './solution-visuals';

/**
 * A solution page: its page of blocks (seeded with the template every solution page shares: back
 * link, title, description, features, results, steps, stories, demo request, around the page's
 * own illustration; lib/features/pages/site-seed.ts) under its breadcrumbs.
 */
export function SolutionPage({ locale, page }: { locale: Locale; page: SolutionKey }) {
  return (
    <>
      <PageBreadcrumbs locale={locale} trail={[page]} />
      <SitePage locale={locale} page={page} />
    </>
  );
}
