/**
 * Cross-site request forgery check for admin mutations: the browser's `Origin` header must name
 * this site. Browsers always send it with POST requests (and with fetch), and a page on another site
 * cannot forge it. Next.js checks server actions the same way; route handlers get no such check,
 * and the admin's do this one.
 */
import 'server-only';
import { getEnv } from '@/lib/infra/env.mjs';

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origin the request was addressed to: its `Host`, with the scheme a proxy reported (else http). */
function requestOrigin(headers: Headers): string | null {
  const host = headers.get('host')?.trim();
  if (!host || /[\s/\\@?#]/.test(host)) return null;
  const forwarded = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme = forwarded === 'https' ? 'https' : 'http';
  return originOf(`${scheme}://${host}`);
}

/**
 * True when `Origin` is present and equals SITE_URL's origin or the request's own origin. A missing
 * header, `null` (sandboxed frames, some redirects) or any other site is refused.
 */
export function isSameOrigin(headers: Headers, siteUrl: string = getEnv().SITE_URL): boolean {
  const header = headers.get('origin');
  if (!header || header === 'null') return false;
  // Browsers send a serialized origin (scheme, host, port; nothing else): anything else is not one.
  const origin = originOf(header);
  if (origin !== header) return false;
  return origin === originOf(siteUrl) || origin === requestOrigin(headers);
}
