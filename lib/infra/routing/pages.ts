/**
 * The site's pages: canonical path (after `/{locale}`), the legacy names that redirect to it, and
 * whether search engines may index it. Routing, the sitemap, navigation and breadcrumbs read this.
 */
export const pages = {
  home: { path: '', legacy: ['Home'], index: true },
  about: { path: '/about', legacy: ['About'], index: true },
  contact: { path: '/contact', legacy: ['Contact'], index: true },
  blog: { path: '/blog', legacy: ['Blog'], index: true },
  integrations: { path: '/integrations', legacy: ['Integrations'], index: true },
  customers: { path: '/customers', legacy: [], index: true },
  careers: { path: '/careers', legacy: ['Careers'], index: true },
  resources: { path: '/resources', legacy: [], index: true },
  privacyPolicy: { path: '/privacy-policy', legacy: ['PrivacyPolicy'], index: false },
  cookiePolicy: { path: '/cookie-policy', legacy: ['CookiePolicy'], index: false },
  privacyNotice: { path: '/privacy-notice', legacy: ['PrivacyNotice'], index: true },
  solutionsReturns: { path: '/solutions-returns', legacy: ['SolutionsReturns', 'solutionsreturns'], index: true },
  solutionsRecalls: { path: '/solutions-recalls', legacy: ['SolutionsRecalls', 'solutionsrecalls'], index: true },
  solutionsWarranty: { path: '/solutions-warranty', legacy: ['SolutionsWarranty', 'solutionswarranty'], index: true },
  solutionsTradeIns: { path: '/solutions-trade-ins', legacy: ['SolutionsTradeIns'], index: true },
  solutions3plSmartSop: { path: '/solutions-3pl-smart-sop', legacy: ['Solutions3PLSmartSOP'], index: true },
  solutions3plNextBestShelf: {
    path: '/solutions-3pl-next-best-shelf',
    legacy: ['Solutions3PLNextBestShelf'],
    index: true,
  },
  solutionsAnalytics: { path: '/solutions-analytics', legacy: ['SolutionsAnalytics'], index: true },
  sizingAnalytics: { path: '/sizing-analytics', legacy: ['SizingAnalytics'], index: true },
  warehouseInspection: {
    path: '/warehouse-inspection-module',
    legacy: ['WarehouseInspectionModule'],
    index: true,
  },
  demo: { path: '/demo', legacy: [], index: true },
  roiCalculator: { path: '/roi-calculator', legacy: [], index: true },
  trust: { path: '/trust', legacy: [], index: true },
  manage: { path: '/manage', legacy: [], index: false },
} as const satisfies Record<string, { path: string; legacy: readonly string[]; index: boolean }>;

export type PageKey = keyof typeof pages;
export type PagePath = (typeof pages)[PageKey]['path'];

export const pageKeys = Object.keys(pages) as PageKey[];

/** The nine solution pages, in the order the header lists them. */
export const solutionPageKeys = [
  'solutionsReturns',
  'solutionsTradeIns',
  'solutionsWarranty',
  'solutionsRecalls',
  'warehouseInspection',
  'solutions3plNextBestShelf',
  'solutionsAnalytics',
  'sizingAnalytics',
  'solutions3plSmartSop',
] as const satisfies readonly PageKey[];

/** Pages listed in the sitemap: public and indexable (the admin area never is). */
export const sitemapPageKeys = pageKeys.filter((key) => pages[key].index);
