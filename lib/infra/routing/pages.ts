/**
 * The site's pages: canonical path (after `/{locale}`; the English address, and the name of the
 * route in app/), its Spanish address (`es`, chosen with docs/glossary.md, listed in
 * docs/spanish-paths.md; lib/infra/routing/localized-paths.ts maps between the two), the legacy
 * names that redirect to it, and whether search engines may index it. Routing, the sitemap,
 * navigation and breadcrumbs read this.
 */
export const pages = {
  home: { path: '', es: '', legacy: ['Home'], index: true },
  about: { path: '/about', es: '/sobre-nosotros', legacy: ['About'], index: true },
  contact: { path: '/contact', es: '/contacto', legacy: ['Contact'], index: true },
  blog: { path: '/blog', es: '/blog', legacy: ['Blog'], index: true },
  integrations: { path: '/integrations', es: '/integraciones', legacy: ['Integrations'], index: true },
  customers: { path: '/customers', es: '/clientes', legacy: [], index: true },
  careers: { path: '/careers', es: '/empleo', legacy: ['Careers'], index: true },
  resources: { path: '/resources', es: '/recursos', legacy: [], index: true },
  privacyPolicy: { path: '/privacy-policy', es: '/politica-de-privacidad', legacy: ['PrivacyPolicy'], index: false },
  cookiePolicy: { path: '/cookie-policy', es: '/politica-de-cookies', legacy: ['CookiePolicy'], index: false },
  privacyNotice: { path: '/privacy-notice', es: '/aviso-de-privacidad', legacy: ['PrivacyNotice'], index: true },
  solutionsReturns: { path: '/solutions-returns', es: '/soluciones/devoluciones', legacy: ['SolutionsReturns', 'solutionsreturns'], index: true },
  solutionsRecalls: { path: '/solutions-recalls', es: '/soluciones/retiradas-de-producto', legacy: ['SolutionsRecalls', 'solutionsrecalls'], index: true },
  solutionsWarranty: { path: '/solutions-warranty', es: '/soluciones/garantias', legacy: ['SolutionsWarranty', 'solutionswarranty'], index: true },
  solutionsTradeIns: { path: '/solutions-trade-ins', es: '/soluciones/recompras', legacy: ['SolutionsTradeIns'], index: true },
  solutions3plSmartSop: { path: '/solutions-3pl-smart-sop', es: '/soluciones/sop-inteligente-3pl', legacy: ['Solutions3PLSmartSOP'], index: true },
  solutions3plNextBestShelf: {
    path: '/solutions-3pl-next-best-shelf',
    es: '/soluciones/next-best-shelf-3pl',
    legacy: ['Solutions3PLNextBestShelf'],
    index: true,
  },
  solutionsAnalytics: { path: '/solutions-analytics', es: '/soluciones/analitica', legacy: ['SolutionsAnalytics'], index: true },
  sizingAnalytics: { path: '/sizing-analytics', es: '/soluciones/analitica-de-tallas', legacy: ['SizingAnalytics'], index: true },
  warehouseInspection: {
    path: '/warehouse-inspection-module',
    es: '/soluciones/inspeccion-en-almacen',
    legacy: ['WarehouseInspectionModule'],
    index: true,
  },
  demo: { path: '/demo', es: '/demo', legacy: [], index: true },
  roiCalculator: { path: '/roi-calculator', es: '/calculadora-roi', legacy: [], index: true },
  trust: { path: '/trust', es: '/confianza', legacy: [], index: true },
  manage: { path: '/manage', es: '/manage', legacy: [], index: false },
} as const satisfies Record<string, { path: string; es: string; legacy: readonly string[]; index: boolean }>;

/**
 * Addresses below a page with a Spanish name of their own. Any other address below a page keeps
 * its last segments under the page's Spanish path (`/careers/{slug}` → `/es/empleo/{slug}`).
 */
export const subPages = {
  '/demo/book': { es: '/demo/reservar' },
  '/demo/booking': { es: '/demo/reserva' },
  '/trust/confirm': { es: '/confianza/confirmar' },
  '/trust/unsubscribe': { es: '/confianza/baja' },
  '/newsletter/confirm': { es: '/boletin/confirmar' },
  '/newsletter/unsubscribe': { es: '/boletin/baja' },
} as const satisfies Record<string, { es: string }>;

/** Pages with an address per entry below them (`/careers/{slug}`), for next-intl's `pathnames`. */
export const detailPageKeys = ['blog', 'careers', 'integrations', 'customers', 'resources'] as const;

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
