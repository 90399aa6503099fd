/**
 * Draft mode (Next.js's `__prerender_bypass` cookie) shows the signed-in admin every page rendered
 * for them instead of the shared cache. Its value is the same for the whole build, so the cookie
 * alone must not be enough: the proxy honours it only beside a live session (revoked with the
 * session, whatever ends it), and the cookie itself is SameSite=Lax and lasts no longer than one.
 */
import 'server-only';
import { sessionCookieOptions } from './cookie';
import { sessionStore } from './sessions';

/** The cookie Next.js's `draftMode()` sets and reads (documented with draftMode). */
export const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Whether a request's draft-mode cookie may stand: its session cookie names a live session. */
export async function draftModeAllowed(sessionToken: string | undefined): Promise<boolean> {
  if (!sessionToken) return false;
  return Boolean(await sessionStore().validateSession(sessionToken));
}

/** The attributes the draft-mode cookie is set with at sign-in, replacing Next.js's SameSite=None. */
export function draftModeCookieOptions() {
  return sessionCookieOptions();
}
