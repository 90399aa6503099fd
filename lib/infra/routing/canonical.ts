/**
 * Maps a request path to its canonical URL (pure; used by proxy.ts, unit-tested).
 *
 * Canonical URLs are `/{locale}/{page}` in lower-case with hyphens. Legacy names of the old site
 * (`/About`, `/SolutionsReturns`, `/solutionsreturns`, `/BlogPost?slug=…`, `/ManageBlogPost`) match
 * case-insensitively, with or without hyphens and with or without a locale prefix.
 */
import { routing, type Locale } from '@/i18n/routing';
import { BLOG_RESULTS_SEGMENT, CUSTOMERS_RESULTS_SEGMENT, DIRECTORY_PARAMS, STORY_FILTER_PARAMS, INTEGRATIONS_RESULTS_SEGMENT, MISSING_POST_SEGMENT, RESOURCE_FILTER_PARAMS, RESOURCES_RESULTS_SEGMENT, ROI_PARAMS, ROI_RESULTS_SEGMENT } from './internal-routes';
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
/**
 * The blog list's own parameters; `translationOf` is where the language switch of a post lands,
 * `categoryOf` where a filtered list's does.
 */
const BLOG_LIST_PARAMS = ['category', 'search', 'page', 'translationOf', 'categoryOf'];

/** Pages with a filtered view served per request from an internal route, and the parameters that ask for it. */
const FILTERED_VIEWS: Partial<Record<PageKey, { params: readonly string[]; segment: string }>> = {
  blog: { params: BLOG_LIST_PARAMS, segment: BLOG_RESULTS_SEGMENT },
  integrations: { params: DIRECTORY_PARAMS, segment: INTEGRATIONS_RESULTS_SEGMENT },
  customers: { params: STORY_FILTER_PARAMS, segment: CUSTOMERS_RESULTS_SEGMENT },
  roiCalculator: { params: ROI_PARAMS, segment: ROI_RESULTS_SEGMENT },
  resources: { params: RESOURCE_FILTER_PARAMS, segment: RESOURCES_RESULTS_SEGMENT },
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

/** A request path split at its locale, and what it was asked with. */
interface LocalizedRequest {
  pathname: string;
  searchParams: URLSearchParams;
  locale: Locale;
  /** The path starts with a locale (in any letter case). */
  prefixed: boolean;
  /** The path starts with a locale exactly as it is spelled canonically. */
  localeIsCanonical: boolean;
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
  const request: LocalizedRequest = { pathname, searchParams, locale, prefixed, localeIsCanonical: prefixed && segments[0] === locale };

  if (rest.length === 0) {
    return request.localeIsCanonical ? { kind: 'pass' } : redirect(request, `/${locale}${keep(searchParams, TRACKING_PARAMS)}`);
  }
  const [head = '', ...tail] = rest;
  const name = normalizeName(head);
  if (name === null) return { kind: 'pass' };
  if (tail.length === 0) return resolvePage(request, head, name);
  if (name === 'blog' && tail.length === 1) return resolveBlogPost(request, head, tail[0] ?? '');
  if (name === 'manage' && !request.localeIsCanonical) {
    return redirect(request, `/${locale}/manage/${tail.join('/')}${wholeQuery(searchParams)}`);
  }
  return { kind: 'pass' };
}

/** A 308 to `location`, unless that is where the request already is. */
function redirect({ pathname, searchParams, prefixed }: LocalizedRequest, location: string): Decision {
  const current = pathname + wholeQuery(searchParams);
  return location === current ? { kind: 'pass' } : { kind: 'redirect', location, negotiated: !prefixed };
}

const wholeQuery = (params: URLSearchParams) => (params.size ? `?${params}` : '');

/** A path of one segment after the locale: a page of the catalogue, or a legacy blog address. */
function resolvePage(request: LocalizedRequest, head: string, name: string): Decision {
  const { locale, searchParams, localeIsCanonical } = request;
  if (name === 'blogpost') return resolveLegacyPost(request);
  if (name === 'manageblogpost') {
    const slug = canonicalSlug(searchParams.get('slug'));
    return redirect(request, slug ? `/${locale}/manage/posts/by-slug/${encodeURIComponent(slug)}` : `/${locale}/manage/posts/new`);
  }
  const key = pageByName.get(name);
  if (!key) return { kind: 'pass' };
  // A canonical path keeps whatever query it has; parameters are only trimmed on redirects.
  const view = FILTERED_VIEWS[key];
  if (localeIsCanonical && head === pages[key].path.slice(1)) {
    const filtered = view?.params.some((param) => searchParams.get(param)?.trim());
    return filtered ? { kind: 'rewrite', pathname: `/${locale}/${view!.segment}` } : { kind: 'pass' };
  }
  const query = key === 'manage' ? wholeQuery(searchParams) : keep(searchParams, [...(view?.params ?? []), ...TRACKING_PARAMS]);
  return redirect(request, `/${locale}${pages[key].path}${query}`);
}

/** The old site's `/BlogPost?slug=…`: the post's address, or the missing-post page without a usable slug. */
function resolveLegacyPost(request: LocalizedRequest): Decision {
  const { locale, searchParams, pathname } = request;
  const slug = canonicalSlug(searchParams.get('slug'));
  if (slug) return redirect(request, `/${locale}/blog/${encodeURIComponent(slug)}${keep(searchParams, TRACKING_PARAMS)}`);
  const internal = `/${locale}/${MISSING_POST_SEGMENT}`;
  return pathname === internal ? { kind: 'pass' } : { kind: 'rewrite', pathname: internal };
}

/** `/blog/{slug}` in any spelling: the slug is lower case. */
function resolveBlogPost(request: LocalizedRequest, head: string, segment: string): Decision {
  const slug = decode(segment);
  if (slug === null) return { kind: 'pass' };
  const canonical = slug.toLowerCase();
  if (request.localeIsCanonical && head === 'blog' && slug === canonical) return { kind: 'pass' };
  return redirect(request, `/${request.locale}/blog/${encodeURIComponent(canonical)}${keep(request.searchParams, TRACKING_PARAMS)}`);
}
