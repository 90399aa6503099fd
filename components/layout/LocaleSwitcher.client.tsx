'use client';

import { RouterLink, usePathname } from '@/i18n/navigation';
import { localeCookieString } from '@/i18n/locale-cookie';
import { publicPathname } from '@/lib/infra/routing/internal-routes';
import type { Locale } from '@/i18n/routing';

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
}: {
  label: string;
  options: { value: Locale; label: string }[];
  current: Locale;
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
              href={option.value === current ? pathname : switchHref(pathname)}
              locale={option.value}
              lang={option.value}
              rel={onPost && option.value !== current ? 'nofollow' : undefined}
              aria-current={option.value === current ? 'true' : undefined}
              onClick={() => remember(option.value)}
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
