/**
 * Maps a request path to its canonical URL (pure; used by proxy.ts, unit-tested).
 *
 * Canonical URLs are `/{locale}/{page}` in lower-case with hyphens, the page named in the locale's
 * language (`/es/empleo`, lib/infra/routing/localized-paths.ts): a Spanish address is served from
 * its internal (English) route by a rewrite, and the internal path under `/es` (the old Spanish
 * address) answers 308 to the Spanish one with its whole query. Legacy names of the old site
 * (`/About`, `/SolutionsReturns`, `/solutionsreturns`, `/BlogPost?slug=…`, `/ManageBlogPost`) match
 * case-insensitively, with or without hyphens and with or without a locale prefix.
 */
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { BLOG_RESULTS_SEGMENT, CUSTOMERS_RESULTS_SEGMENT, DIRECTORY_PARAMS, STORY_FILTER_PARAMS, INTEGRATIONS_RESULTS_SEGMENT, MISSING_POST_SEGMENT, RESOURCE_FILTER_PARAMS, RESOURCES_RESULTS_SEGMENT, ROI_PARAMS, ROI_RESULTS_SEGMENT } from './internal-routes';
import { internalRest, localizedPath, localizedRest } from './localized-paths';
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
  const { path, es, legacy } = pages[key];
  // A Spanish name of one segment in any spelling (`/es/Contacto`) leads to the page as well.
  const spanish = es.lastIndexOf('/') === 0 ? [es.slice(1)] : [];
  for (const name of [path.slice(1), ...spanish, ...legacy]) if (!pageByName.has(normalizeName(name) ?? name)) pageByName.set(normalizeName(name) ?? name, key);
}

const pageByPath = new Map<string, PageKey>(pageKeys.map((key) => [pages[key].path, key]));

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
  /** The raw query, when the caller has it. */
  search?: string;
}

export function resolveRequestPath({
  pathname,
  searchParams,
  search,
  negotiatedLocale,
}: {
  pathname: string;
  searchParams: URLSearchParams;
  /** The query as it was sent (`?a=b%20c`), kept byte for byte where it goes along whole. */
  search?: string;
  negotiatedLocale: Locale;
}): Decision {
  const segments = pathname.split('/').filter(Boolean);
  const first = segments[0]?.toLowerCase();
  const prefixed = (routing.locales as readonly string[]).includes(first ?? '');
  const locale = prefixed ? (first as Locale) : negotiatedLocale;
  const rest = prefixed ? segments.slice(1) : segments;
  const request: LocalizedRequest = { pathname, searchParams, search, locale, prefixed, localeIsCanonical: prefixed && segments[0] === locale };

  if (rest.length === 0) {
    return request.localeIsCanonical ? { kind: 'pass' } : redirect(request, `/${locale}${keep(searchParams, TRACKING_PARAMS)}`);
  }
  const translated = resolveTranslated(request, `/${rest.join('/')}`);
  if (translated) return translated;
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

/**
 * Addresses the locales name differently: the locale's own name of a page (served by a rewrite to
 * the internal route), the internal path under a locale that names it otherwise (`/es/careers/x`,
 * a 308 to `/es/empleo/x`), or another locale's name (`/en/empleo` → `/en/careers`). The whole
 * query goes along. Undefined for anything else (internal paths that are also the address).
 */
function resolveTranslated(request: LocalizedRequest, rest: string): Decision | undefined {
  const { locale, searchParams, prefixed, localeIsCanonical } = request;
  const internal = internalRest(locale, rest);
  if (internal !== null) {
    if (!localeIsCanonical) return redirect(request, `${localizedPath(locale, internal as `/${string}`)}${sentQuery(request)}`);
    const key = pageByPath.get(internal);
    const view = key ? FILTERED_VIEWS[key] : undefined;
    if (view?.params.some((param) => searchParams.get(param)?.trim())) return { kind: 'rewrite', pathname: `/${locale}/${view.segment}` };
    return { kind: 'rewrite', pathname: `/${locale}${internal}` };
  }
  if (prefixed && localizedRest(locale, rest) !== rest) {
    return redirect(request, `${localizedPath(locale, rest as `/${string}`)}${sentQuery(request)}`);
  }
  for (const other of routing.locales) {
    const theirs = other === locale ? null : internalRest(other, rest);
    if (theirs !== null) return redirect(request, `${localizedPath(locale, theirs as `/${string}`)}${sentQuery(request)}`);
  }
  if (!prefixed && localizedRest(locale, rest) !== rest && rest.split('/').length > 2) {
    return redirect(request, `${localizedPath(locale, rest as `/${string}`)}${sentQuery(request)}`);
  }
  return undefined;
}

/** A 308 to `location`, unless that is where the request already is. */
function redirect({ pathname, searchParams, prefixed }: LocalizedRequest, location: string): Decision {
  const current = pathname + wholeQuery(searchParams);
  return location === current ? { kind: 'pass' } : { kind: 'redirect', location, negotiated: !prefixed };
}

const wholeQuery = (params: URLSearchParams) => (params.size ? `?${params}` : '');

/** The query as the visitor sent it (or rebuilt from its parameters). */
const sentQuery = ({ search, searchParams }: LocalizedRequest) => (search === undefined ? wholeQuery(searchParams) : search && search !== '?' ? search : '');

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
  if (localeIsCanonical && `/${head}` === localizedRest(locale, pages[key].path)) {
    const filtered = view?.params.some((param) => searchParams.get(param)?.trim());
    return filtered ? { kind: 'rewrite', pathname: `/${locale}/${view!.segment}` } : { kind: 'pass' };
  }
  const query = key === 'manage' ? wholeQuery(searchParams) : keep(searchParams, [...(view?.params ?? []), ...TRACKING_PARAMS]);
  return redirect(request, `${localizedPath(locale, key)}${query}`);
}

/** The old site's `/BlogPost?slug=…`: the post's address, or the missing-post page without a usable slug. */
function resolveLegacyPost(request: LocalizedRequest): Decision {
  const { locale, searchParams, pathname } = request;
  const slug = canonicalSlug(searchParams.get('slug'));
  if (slug) return redirect(request, `${localizedPath(locale, `/blog/${encodeURIComponent(slug)}`)}${keep(searchParams, TRACKING_PARAMS)}`);
  const internal = `/${locale}/${MISSING_POST_SEGMENT}`;
  return pathname === internal ? { kind: 'pass' } : { kind: 'rewrite', pathname: internal };
}

/** `/blog/{slug}` in any spelling: the slug is lower case. */
function resolveBlogPost(request: LocalizedRequest, head: string, segment: string): Decision {
  const slug = decode(segment);
  if (slug === null) return { kind: 'pass' };
  const canonical = slug.toLowerCase();
  if (request.localeIsCanonical && head === 'blog' && slug === canonical) return { kind: 'pass' };
  return redirect(request, `${localizedPath(request.locale, `/blog/${encodeURIComponent(canonical)}`)}${keep(request.searchParams, TRACKING_PARAMS)}`);
}
