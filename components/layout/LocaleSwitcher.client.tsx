'use client';

import type { MouseEvent } from 'react';
import { RouterLink, getPathname, routeHref } from '@/lib/infra/routing/navigation';
import { usePathname } from '@/lib/infra/routing/use-pathname';
import { localeCookieString } from '@/lib/infra/routing/locale-cookie';
import { isPlainClick } from '@/lib/infra/routing/page-destination';
import { publicPathname } from '@/lib/infra/routing/internal-routes';
import type { Locale } from '@/lib/infra/routing/routing';
import { carriedQuery } from '@/lib/infra/routing/carried-query';

/** A post's page: `/blog/{slug}`. */
const POST_PATH = /^\/blog\/([^/]+)$/;

/**
 * Where the other language's link of a page goes. A post exists in one language, under a slug of
 * its own in each: its link asks the blog to lead to the translation, or to say there is none.
 */
function switchHref(pathname: string): string {
  const slug = POST_PATH.exec(pathname)?.[1];
  return slug ? `/blog?translationOf=${slug}` : pathname;
}


/** Stores the choice, so that addresses without a locale (`/`, legacy links) lead to it from now on. */
function remember(locale: Locale) {
  document.cookie = localeCookieString(locale, window.location.protocol === 'https:');
}

/** Links to the page being read, in each language (the current one marked). */
export function LocaleSwitcherLinks({
  label,
  options,
  current,
  paths,
  query,
}: {
  label: string;
  options: { value: Locale; label: string }[];
  current: Locale;
  /** A builder page's path in each language it is live in: the other language's link goes there, or to that language's home. */
  paths?: Partial<Record<Locale, string>>;
  /**
   * The state the other language's link carries, known on the server on pages rendered per request
   * (lib/infra/routing/carried-query.ts): written into the link, for visitors without JavaScript
   * and a new tab. Without it the link adds the state when clicked.
   */
  query?: string;
}) {
  const pathname = publicPathname(usePathname());
  // A post's switch goes through the blog (the header cannot know the translation's slug): crawlers
  // follow the post's hreflang links instead, which name the translation itself.
  const onPost = POST_PATH.test(pathname);
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1 rounded-pill bg-ink-50 p-1 text-sm font-semibold">
        {options.map((option) => (
          <li key={option.value}>
            <RouterLink
              href={routeHref(option.value === current ? pathname : paths ? (paths[option.value] ?? '/') : query && !onPost ? `${pathname}?${query}` : switchHref(pathname))}
              locale={option.value}
              lang={option.value}
              rel={onPost && option.value !== current ? 'nofollow' : undefined}
              aria-current={option.value === current ? 'true' : undefined}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                remember(option.value);
                if (option.value === current || onPost || paths || !isPlainClick(event)) return;
                // What the address says now (the calculator rewrites it as the visitor types), not what it said when the page was sent.
                const carried = carriedQuery(pathname, new URLSearchParams(window.location.search));
                if (!carried) return;
                event.preventDefault();
                // A full load: the router may answer from a copy of the page it fetched without
                // the query (an earlier prefetch of this very link), and the state would be lost.
                // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberate, see above
                window.location.assign(`${getPathname({ href: pathname, locale: option.value })}?${carried}`);
              }}
              className="block rounded-pill px-3 py-1.5 text-ink-700 hover:text-ink-950 aria-[current=true]:bg-white aria-[current=true]:text-brand-800 aria-[current=true]:shadow-sm"
            >
              {option.value.toUpperCase()}
              <span className="sr-only"> – {option.label}</span>
            </RouterLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
