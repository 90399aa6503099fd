/**
 * The route of a mailing list's one-click unsubscribe (RFC 8058): the address in every mail's
 * `List-Unsubscribe`. A mail client POSTs `List-Unsubscribe=One-Click` there, without a session,
 * and the address gets no more mail (idempotent). A GET — a person who opened the address in a
 * browser — never unsubscribes (link scanners open every link): it leads to the page with the
 * button, in the subscriber's language.
 */
import 'server-only';
import { NextResponse } from 'next/server';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';
import type { UnsubscribeLink } from './mailing-list';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function oneClickUnsubscribeRoute({ name, unsubscribe, link, page }: {
  name: string;
  unsubscribe: (token: string | null) => Promise<UnsubscribeLink | null>;
  link: (token: string) => Promise<UnsubscribeLink | null>;
  /** The page with the button, after the locale (`/trust/unsubscribe`). */
  page: `/${string}`;
}) {
  return {
    async POST(request: Request) {
      const token = new URL(request.url).searchParams.get('token');
      try {
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
