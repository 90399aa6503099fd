/**
 * The route of a mailing list's one-click unsubscribe (RFC 8058): the address in every mail's
 * `List-Unsubscribe`. A mail client POSTs `List-Unsubscribe=One-Click` there, without a session,
 * and the address gets no more mail (idempotent). A GET — a person who opened the address in a
 * browser — never unsubscribes (link scanners open every link): it leads to the page with the
 * button, in the subscriber's language. POSTs are limited per visitor address: past the limit, 429
 * with Retry-After.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { getEnv } from '@/lib/infra/env.mjs';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { log } from '@/lib/infra/log.mjs';
import { addressKey, consume, type RateLimitPolicy } from '@/lib/infra/rate-limit';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { UnsubscribeLink } from './mailing-list';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function oneClickUnsubscribeRoute({ name, limit, unsubscribe, link, page }: {
  name: string;
  /** Posts per visitor address (`limits.newsletterOneClick`, `limits.trustOneClick`). */
  limit: RateLimitPolicy;
  unsubscribe: (token: string | null) => Promise<UnsubscribeLink | null>;
  link: (token: string) => Promise<UnsubscribeLink | null>;
  /** The page with the button, after the locale (`/trust/unsubscribe`). */
  page: `/${string}`;
}) {
  return {
    async POST(request: Request) {
      const token = new URL(request.url).searchParams.get('token');
      try {
        const { allowed, retryAfter } = await consume(limit, addressKey(request.headers.get(CLIENT_IP_HEADER) ?? 'unknown'));
        if (!allowed) return Response.json({ error: 'Too many requests', retryAfter }, { status: 429, headers: { ...NO_STORE, 'Retry-After': String(retryAfter) } });
        const done = await unsubscribe(token);
        if (!done) return Response.json({ error: 'Unknown unsubscribe link' }, { status: 404, headers: NO_STORE });
        return Response.json({ unsubscribed: true }, { headers: NO_STORE });
      } catch (error) {
        log.error(`${name}: a one-click unsubscribe failed`, { error });
        return Response.json({ error: 'Try again later' }, { status: 503, headers: { ...NO_STORE, 'Retry-After': '60' } });
      }
    },
    async GET(request: Request) {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const found = await link(token).catch(() => null);
      const target = new URL(localizedPath(found?.locale ?? 'en', page as `/${string}`), getEnv().SITE_URL);
      if (found) target.searchParams.set('token', token);
      return NextResponse.redirect(target, { status: 303, headers: NO_STORE });
    },
  };
}
