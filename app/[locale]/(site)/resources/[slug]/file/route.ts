import { NextResponse, type NextRequest } from 'next/server';
import { getPathname } from '@/lib/infra/routing/navigation';
import { hasLocale } from 'next-intl';
import { routing } from '@/lib/infra/routing/routing';
import { isValidSlug } from '@/lib/features/posts/shared/slug';
import { getPublishedResource, recordResourceDownload, resourceLinkProblemPath, resourcePath, resourceStore } from '@/lib/features/resources';
import { getEnv } from '@/lib/infra/env.mjs';

type Context = { params: Promise<{ locale: string; slug: string }> };

/**
 * `GET /{locale}/resources/{slug}/file`: the resource's PDF, as an attachment named after its slug.
 * An open resource is served to anyone; a gated one only with `?token=` of a link issued after its
 * form (valid seven days). An expired or unknown link goes to a page that says so (410 / 404) with
 * the way back to the form; a gated resource asked for without a token goes to its page. Both go
 * to the site's own origin (SITE_URL): the request's URL names the address the server listens on.
 */
export async function GET(request: NextRequest, { params }: Context) {
  const { locale, slug } = await params;
  if (!hasLocale(routing.locales, locale) || !isValidSlug(slug)) return new NextResponse(null, { status: 404 });
  const resource = await getPublishedResource(slug);
  if (!resource || resource.language !== locale) return new NextResponse(null, { status: 404 });
  const to = (pathname: string, query?: Record<string, string>) => NextResponse.redirect(new URL(getPathname({ locale, href: { pathname, query } }), getEnv().SITE_URL), 303);
  if (resource.gated) {
    const token = request.nextUrl.searchParams.get('token');
    if (!token) return to(resourcePath(resource));
    const verdict = await resourceStore().checkToken(token, resource.id);
    if (!verdict.ok) return to(resourceLinkProblemPath(resource), { problem: verdict.reason });
  }
  const bytes = await resourceStore().file(resource.id);
  if (!bytes) return new NextResponse(null, { status: 404 });
  // Counted, and recorded as the analytics event `resource_downloaded` (neither can stop the file).
  await recordResourceDownload(resource, request.headers);
  return new NextResponse(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${resource.slug}.pdf"`,
      'Content-Length': String(bytes.byteLength),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
  });
}
