/** How proxy.ts answers an editor's redirect rule and the IndexNow key file. */
import { NextResponse, type NextRequest } from 'next/server';
import { routing, type Locale } from '@/lib/infra/routing/routing';
import { GONE_SEGMENT } from './internal-routes';
import type { RedirectRule } from './redirect-table.mjs';

/**
 * Browsers keep a 301/308 for good unless told otherwise: an hour lets an editor's correction
 * reach everyone the same day.
 */
const REDIRECT_CACHE = 'public, max-age=3600';

/** The language a gone address belongs to: its own prefix, else the visitor's. */
function localeOf(pathname: string, negotiated: Locale): Locale {
  const head = pathname.split('/')[1]?.toLowerCase();
  return routing.locales.find((locale) => locale === head) ?? negotiated;
}

export function applyRedirectRule(request: NextRequest, rule: RedirectRule, negotiated: Locale): NextResponse {
  if (rule.status === 410 || rule.target === null) {
    const url = request.nextUrl.clone();
    url.pathname = `/${localeOf(request.nextUrl.pathname, negotiated)}/${GONE_SEGMENT}`;
    url.search = '';
    return NextResponse.rewrite(url);
  }
  const location = new URL(rule.target, request.url);
  // The visitor's query (a campaign's utm_*) goes along unless the target sets its own.
  if (!location.search && location.origin === request.nextUrl.origin) location.search = request.nextUrl.search;
  const response = NextResponse.redirect(location, rule.status);
  response.headers.set('Cache-Control', REDIRECT_CACHE);
  return response;
}

/** `/{INDEXNOW_KEY}.txt`: the key itself, which proves to search engines that pings come from this site. */
export function indexNowKeyFile(pathname: string, key: string | undefined): NextResponse | undefined {
  if (!key || pathname !== `/${key}.txt`) return undefined;
  return new NextResponse(key, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' } });
}
