import { createElement, type AnchorHTMLAttributes, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import { routing, type Locale } from './routing';

const navigation = createNavigation(routing);

export const { redirect, useRouter } = navigation;

/**
 * next-intl's `usePathname`: the route of the page being read (`/careers/[slug]` on
 * `/es/empleo/x`). Client components use lib/infra/routing/use-pathname.ts, which fills in the params.
 */
export const useRoute = navigation.usePathname;

/** A link's target: an internal path (`/careers`, `/blog/x?y=1`), or one with a query object. */
export type Href = string | { pathname: string; query?: Record<string, string | number | readonly string[]> };

function queryString(query: Record<string, string | number | readonly string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, String(one));
  }
  return params.size ? `?${params}` : '';
}

/**
 * The address of an internal path in a locale (`/careers/x` → `/es/empleo/x`), through
 * lib/infra/routing/localized-paths.ts like every other address of the site.
 */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  const internal = typeof href === 'string' ? href : `${href.pathname}${href.query ? queryString(href.query) : ''}`;
  return localizedPath(locale, (internal === '/' ? '' : internal) as `/${string}`);
}

/**
 * An internal path as next-intl's own Link takes it (for RouterLink): a route of `pathnames` with
 * its params (`/careers/x` → `{ pathname: '/careers/[slug]', params: { slug: 'x' } }`), so that
 * next-intl writes the locale's address; anything else as it is.
 */
export function routeHref(path: string): ComponentProps<typeof navigation.Link>['href'] {
  const [pathname = '', query] = path.split('?');
  const known = routing.pathnames as Record<string, unknown>;
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  if (pathname in known) return search ? { pathname, query: search } : pathname;
  const slash = pathname.lastIndexOf('/');
  const route = `${pathname.slice(0, slash)}/[slug]`;
  if (slash > 0 && route in known) {
    const href = { pathname: route, params: { slug: decodeURIComponent(pathname.slice(slash + 1)) }, ...(search ? { query: search } : {}) };
    return href as unknown as ComponentProps<typeof navigation.Link>['href'];
  }
  return path;
}

/**
 * A link to a page of this site: a plain `<a>` with the locale's path, nothing for React to
 * hydrate. Once the page is interactive, components/layout/PageLinks.client.tsx makes such links
 * navigate in the app (no full reload) and prefetch on intent, with one listener for the whole
 * document instead of a client component per link. Without JavaScript they are ordinary links.
 * Works in server and client components alike (client ones pass `useLocale()`).
 */
export function Link({ href, locale, ...props }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: Href; locale: Locale }) {
  return createElement('a', { ...props, href: getPathname({ href, locale }) });
}

/**
 * next-intl's Link (a client component), without viewport prefetching: for the language switcher,
 * which needs what only the router's own link has (it switches the locale in the router). Its
 * `href` is a route of next-intl's `pathnames` (from `routeHref`), which next-intl writes in the
 * link's locale (`/solutions-returns` → `/es/soluciones/devoluciones`).
 */
export function RouterLink(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}
