import type { Locale } from '@/i18n/routing';
import { absoluteUrl } from './urls';

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string; [key: string]: unknown };

export interface Crumb {
  name: string;
  /** Path after the locale. */
  path: string;
}

/** BreadcrumbList: Home, then each segment down to the page. */
export function breadcrumbList(locale: Locale, crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(locale, crumb.path),
    })),
  };
}

/** Serialises JSON-LD for a `<script>` element: `<` is escaped so content can never close it. */
export function serializeJsonLd(data: JsonLdObject | JsonLdObject[]): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Organization (home page): who publishes the site and how to reach them. */
export function organization({
  siteUrl,
  email,
  telephone,
  sameAs,
}: {
  siteUrl: string;
  email: string;
  telephone: string;
  sameAs: string[];
}): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Otailo',
    url: siteUrl,
    logo: `${siteUrl}/icon.svg`,
    email,
    sameAs,
    contactPoint: [{ '@type': 'ContactPoint', contactType: 'sales', email, telephone }],
  };
}
