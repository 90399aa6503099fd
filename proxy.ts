import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { routing } from '@/lib/infra/routing/routing';
import { sessionCookieName } from '@/lib/features/people';
import { DRAFT_MODE_COOKIE, draftModeAllowed } from '@/lib/features/people';
import { getEnv } from '@/lib/infra/env.mjs';
import { LOCALE_COOKIE, localeCookieOptions } from '@/lib/infra/routing/locale-cookie';
import { resolveRequestPath } from '@/lib/infra/routing/canonical';
import { negotiateLocale } from '@/lib/infra/routing/negotiate-locale';
import { applyRedirectRule, indexNowKeyFile } from '@/lib/infra/routing/redirect-response';
import { lookupRedirect } from '@/lib/infra/routing/redirect-table.mjs';
import { VARIANT_ADDRESS, VARIANT_HEADER } from '@/lib/infra/routing/variant-choice.mjs';

// The routing's `localeCookie: false` keeps Set-Cookie off every page: a public page is the same
// bytes for every visitor, cacheable by a CDN.
const handleLocale = createMiddleware(routing);
const https = getEnv().SITE_URL.startsWith('https:');

/**
 * A draft-mode cookie without a live session (signed out elsewhere, expired, or copied): the browser
 * is asked to drop it and to come again, so the page it gets is the shared, cached one.
 */
async function staleDraftMode(request: NextRequest): Promise<NextResponse | undefined> {
  if (!request.cookies.has(DRAFT_MODE_COOKIE) || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
  if (await draftModeAllowed(request.cookies.get(sessionCookieName())?.value).catch(() => false)) return undefined;
  const response = NextResponse.redirect(request.nextUrl, 307);
  response.headers.set('Cache-Control', 'private, no-store');
  response.cookies.delete(DRAFT_MODE_COOKIE);
  return response;
}

const indexNowKey = getEnv().INDEXNOW_KEY;

export default async function proxy(request: NextRequest) {
  const keyFile = indexNowKeyFile(request.nextUrl.pathname, indexNowKey);
  if (keyFile) return keyFile;
  const stale = await staleDraftMode(request);
  if (stale) return stale;
  const negotiatedLocale = negotiateLocale({
    cookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  // The editors' redirects and retired addresses, from memory (lib/features/redirects keeps it current).
  const rule = lookupRedirect(request.nextUrl.pathname);
  if (rule) return applyRedirectRule(request, rule, negotiatedLocale);
  const decision = resolveRequestPath({
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    // As sent: NextURL's own `search` is rebuilt from its parameters (`%20` would become `+`).
    search: new URL(request.url).search,
    negotiatedLocale,
  });

  if (decision.kind === 'redirect') {
    const response = NextResponse.redirect(new URL(decision.location, request.url), 308);
    if (decision.negotiated) {
      // The target depends on this visitor's cookie and languages: no shared or browser caching.
      response.headers.set('Cache-Control', 'private, no-store');
      response.headers.set('Vary', 'Cookie, Accept-Language');
      // Remembered from here on, as a choice made with the language switcher is.
      if (negotiatedLocale !== request.cookies.get(LOCALE_COOKIE)?.value) {
        response.cookies.set(LOCALE_COOKIE, negotiatedLocale, localeCookieOptions(https));
      }
    }
    return response;
  }
  // A page under experiment: the production server chose this visitor's variant and named it in a
  // header only it sets (server/trials.mjs); the variant is served at its own internal address.
  const variant = request.headers.get(VARIANT_HEADER);
  if (variant && VARIANT_ADDRESS.test(variant)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${request.nextUrl.pathname.split('/')[1]}/x-variant/${variant}`;
    return NextResponse.rewrite(url);
  }
  if (decision.kind === 'rewrite') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.rewrite(url);
  }
  return handleLocale(request);
}

export const config = {
  // Every path except API routes, Next.js internals, public asset folders and the site's own
  // top-level files (security.txt among them, RFC 9116). Anything else without a locale
  // (`/nope.txt`) gets one, and so the localized 404 page.
  matcher: '/((?!api/|_next/|_vercel/|og/|images/|uploads/|robots\\.txt$|sitemap\\.xml$|icon\\.svg$|favicon\\.ico$|\\.well-known/security\\.txt$).*)',
};
