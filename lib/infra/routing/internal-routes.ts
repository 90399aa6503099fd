/** Internal route of the "No blog post specified" screen (`/BlogPost` without a slug). */
export const MISSING_POST_SEGMENT = 'blogpost';
/** Internal route of the filtered blog list (rendered per request; the plain list is cached). */
export const BLOG_RESULTS_SEGMENT = 'blog-results';
/** Internal route of the filtered integrations directory (per request; the plain page is static). */
export const INTEGRATIONS_RESULTS_SEGMENT = 'integrations-results';
/** Internal route of the customer stories hub filtered by industry, platform or solution (per request). */
export const CUSTOMERS_RESULTS_SEGMENT = 'customers-results';
/** The hub's filters (lib/features/stories/shared/story-query.ts reads them). */
export const STORY_FILTER_PARAMS = ['industry', 'platform', 'solution'] as const;
/** Internal route of the resource library filtered by type (per request). */
export const RESOURCES_RESULTS_SEGMENT = 'resources-results';
/** The library's filter. */
export const RESOURCE_FILTER_PARAMS = ['type'] as const;
/** Internal route of the ROI calculator with a result asked for in the query string (per request). */
export const ROI_RESULTS_SEGMENT = 'roi-calculator-results';
/** The directory's query parameters (here, not beside the directory, so the proxy does not load the partners' logos). */
export const DIRECTORY_PARAMS = ['q', 'group', 'status'] as const;
/** The ROI calculator's inputs and currency, as its address carries them (the URL is its state). */
export const ROI_FIELDS = ['orders', 'aov', 'returnRate', 'returnCost', 'ineligible', 'exchanges'] as const;
export const ROI_PARAMS = [...ROI_FIELDS, 'currency'] as const;

/**
 * The path visitors see for a path the proxy served from an internal route (without the locale):
 * `/blog-results` is the blog list. Client code reading the current path uses this, because the
 * router reports the internal route.
 */
export function publicPathname(pathname: string): string {
  if (pathname === `/${BLOG_RESULTS_SEGMENT}`) return '/blog';
  if (pathname === `/${INTEGRATIONS_RESULTS_SEGMENT}`) return '/integrations';
  if (pathname === `/${CUSTOMERS_RESULTS_SEGMENT}`) return '/customers';
  if (pathname === `/${ROI_RESULTS_SEGMENT}`) return '/roi-calculator';
  if (pathname === `/${RESOURCES_RESULTS_SEGMENT}`) return '/resources';
  return pathname;
}
/** Internal route of the "this page was retired" screen (410), where the proxy sends a gone address. */
export const GONE_SEGMENT = 'gone';
