import { createElement, type AnchorHTMLAttributes, type ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing, type Locale } from './routing';

const navigation = createNavigation(routing);

export const { redirect, usePathname, useRouter, getPathname } = navigation;

type Href = Parameters<typeof getPathname>[0]['href'];

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
 * which needs what only the router's own link has (it switches the locale in the router).
 */
export function RouterLink(props: ComponentProps<typeof navigation.Link>) {
  return createElement(navigation.Link, { prefetch: false, ...props });
}
