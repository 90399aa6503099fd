/**
 * Maps a request path to its canonical URL (pure; used by proxy.ts, unit-tested).
 *
 * Canonical URLs are `/{locale}/{page}` in lower-case with hyphens. Legacy names of the old site
 * (`/About`, `/SolutionsReturns`, `/solutionsreturns`, `/BlogPost?slug=…`, `/ManageBlogPost`) match
 * case-insensitively, with or without hyphens and with or without a locale prefix.
 */
import { routing, type Locale } from '@/i18n/routing';
import { BLOG_RESULTS_SEGMENT, DIRECTORY_PARAMS, INTEGRATIONS_RESULTS_SEGMENT, MISSING_POST_SEGMENT, ROI_PARAMS, ROI_RESULTS_SEGMENT } from './internal-routes';
import { pageKeys, pages, type PageKey } from './pages';

export type Decision =
  /** 308 to `location` (path and query). `negotiated`: the target depends on cookie/Accept-Language. */
  | { kind: 'redirect'; location: string; negotiated: boolean }
  /** Serve `pathname` at the requested URL. */
  | { kind: 'rewrite'; pathname: string }
  /** Already canonical, or not ours to decide. */
  | { kind: 'pass' };

export { BLOG_RESULTS_SEGMENT, INTEGRATIONS_RESULTS_SEGMENT, MISSING_POST_SEGMENT, ROI_RESULTS_SEGMENT };

const TRACKING_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];
/** The blog list's own parameters; `translationOf` is where the language switch of a post lands. */
const BLOG_LIST_PARAMS = ['category', 'search', 'page', 'translationOf'];

/** Pages with a filtered view served per request from an internal route, and the parameters that ask for it. */
const FILTERED_VIEWS: Partial<Record<PageKey, { params: readonly string[]; segment: string }>> = {
  blog: { params: BLOG_LIST_PARAMS, segment: BLOG_RESULTS_SEGMENT },
  integrations: { params: DIRECTORY_PARAMS, segment: INTEGRATIONS_RESULTS_SEGMENT },
  roiCalculator: { params: ROI_PARAMS, segment: ROI_RESULTS_SEGMENT },
};

/** `Solutions-3PL_SmartSOP` → `solutions3plsmartsop`; `null` when the segment is not valid percent-encoding. */
export function normalizeName(segment: string): string | null {
  try {
    return decodeURIComponent(segment).toLowerCase().replace(/[\s_-]+/g, '');
  } catch {
    return null;
  }
}

const pageByName = new Map<string, PageKey>();
for (const key of pageKeys) {
  const { path, legacy } = pages[key];
  for (const name of [path.slice(1), ...legacy]) pageByName.set(normalizeName(name) ?? name, key);
}

function keep(params: URLSearchParams, names: readonly string[]): string {
  const kept = new URLSearchParams();
  for (const [name, value] of params) if (names.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** A slug usable in a path: letters, digits, hyphens and underscores only. */
function canonicalSlug(raw: string | null): string | null {
  const slug = raw?.trim().toLowerCase();
  return slug && /^[\p{L}\p{N}_-]{1,200}$/u.test(slug) ? slug : null;
}

export function resolveRequestPath({
  pathname,
  searchParams,
  negotiatedLocale,
}: {
  pathname: string;
  searchParams: URLSearchParams;
  negotiatedLocale: Locale;
}): Decision {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const prefixed = (routing.locales as readonly string[]).includes(first ?? '');
  const locale = prefixed ? (first as Locale) : negotiatedLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  const localeIsCanonical = prefixed && segments[0] === locale;

  const redirect = (location: string): Decision => {
    const current = pathname + (searchParams.size ? `?${searchParams}` : '');
    return location === current ? { kind: 'pass' } : { kind: 'redirect', location, negotiated: !prefixed };
  };

  if (rest.length === 0) {
    return localeIsCanonical ? { kind: 'pass' } : redirect(`/${locale}${keep(searchParams, TRACKING_PARAMS)}`);
  }

  const [head = '', ...tail] = rest;
  const name = normalizeName(head);
  if (name === null) return { kind: 'pass' };

  if (tail.length === 0) {
    if (name === 'blogpost') {
      const slug = canonicalSlug(searchParams.get('slug'));
      if (slug) return redirect(`/${locale}/blog/${encodeURIComponent(slug)}${keep(searchParams, TRACKING_PARAMS)}`);
      const internal = `/${locale}/${MISSING_POST_SEGMENT}`;
      return pathname === internal ? { kind: 'pass' } : { kind: 'rewrite', pathname: internal };
    }
    if (name === 'manageblogpost') {
      const slug = canonicalSlug(searchParams.get('slug'));
      return redirect(
        slug
          ? `/${locale}/manage/posts/by-slug/${encodeURIComponent(slug)}`
          : `/${locale}/manage/posts/new`,
      );
    }
    const key = pageByName.get(name);
    if (!key) return { kind: 'pass' };
    // A canonical path keeps whatever query it has; parameters are only trimmed on redirects.
    const view = FILTERED_VIEWS[key];
    if (localeIsCanonical && head === pages[key].path.slice(1)) {
      const filtered = view?.params.some((name) => searchParams.get(name)?.trim());
      return filtered ? { kind: 'rewrite', pathname: `/${locale}/${view!.segment}` } : { kind: 'pass' };
    }
    const query =
      key === 'manage'
        ? searchParams.size ? `?${searchParams}` : ''
        : keep(searchParams, [...(view?.params ?? []), ...TRACKING_PARAMS]);
    return redirect(`/${locale}${pages[key].path}${query}`);
  }

  if (name === 'blog' && tail.length === 1) {
    const slug = decode(tail[0] ?? '');
    if (slug === null) return { kind: 'pass' };
    const canonical = slug.toLowerCase();
    if (localeIsCanonical && head === 'blog' && slug === canonical) return { kind: 'pass' };
    return redirect(`/${locale}/blog/${encodeURIComponent(canonical)}${keep(searchParams, TRACKING_PARAMS)}`);
  }

  if (name === 'manage' && !localeIsCanonical) {
    return redirect(`/${locale}/manage/${tail.join('/')}${searchParams.size ? `?${searchParams}` : ''}`);
  }

  return { kind: 'pass' };
}
