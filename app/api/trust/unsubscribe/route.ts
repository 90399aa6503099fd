import { NextResponse } from 'next/server';
import { unsubscribeFromTrust, trustUnsubscribeLink } from '@/lib/features/trust';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { localizedPath } from '@/lib/infra/routing/localized-paths';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

/**
 * One-click unsubscribe (RFC 8058): the address in every change mail's `List-Unsubscribe`. A mail
 * client POSTs `List-Unsubscribe=One-Click` here, without a session, and the address gets no
 * more mail. Idempotent.
 */
export async function POST(request: Request) {
  const token = new URL(request.url).searchParams.get('token');
  try {
    const done = await unsubscribeFromTrust(token);
    if (!done) return Response.json({ error: 'Unknown unsubscribe link' }, { status: 404, headers: NO_STORE });
    return Response.json({ unsubscribed: true }, { headers: NO_STORE });
  } catch (error) {
    log.error('trust: a one-click unsubscribe failed', { error });
    return Response.json({ error: 'Try again later' }, { status: 503, headers: { ...NO_STORE, 'Retry-After': '60' } });
  }
}

/**
 * A person who opened the header's address in a browser: the page with the button, in the
 * subscriber's language. A GET never unsubscribes (link scanners open every link).
 */
export async function GET(request: Request) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const link = await trustUnsubscribeLink(token).catch(() => null);
  const locale = link?.locale ?? 'en';
  const target = new URL(localizedPath(locale, '/trust/unsubscribe'), getEnv().SITE_URL);
  if (link) target.searchParams.set('token', token);
  return NextResponse.redirect(target, { status: 303, headers: NO_STORE });
}
