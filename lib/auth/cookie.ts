/**
 * The session cookie. On an https site it carries the `__Host-` prefix: browsers then accept it
 * only with Secure, Path=/ and no Domain, so neither a subdomain nor a plain-http page can plant or
 * overwrite it.
 */
import { getEnv } from '@/lib/env.mjs';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from './sessions';

export const SECURE_SESSION_COOKIE = '__Host-otailo_session';
export const PLAIN_SESSION_COOKIE = 'otailo_session';

const isHttps = (siteUrl: string) => siteUrl.startsWith('https:');

export function sessionCookieName(siteUrl: string = getEnv().SITE_URL): string {
  return isHttps(siteUrl) ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  /** Seconds. */
  maxAge: number;
}

/** For `cookies().set(sessionCookieName(), token, sessionCookieOptions())`. */
export function sessionCookieOptions(siteUrl: string = getEnv().SITE_URL): SessionCookieOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: isHttps(siteUrl),
    path: '/',
    maxAge: Math.floor(SESSION_ABSOLUTE_TIMEOUT_MS / 1000),
  };
}

/**
 * Options that delete the cookie. The attributes must match the cookie's own: a `__Host-` cookie is
 * only replaced by one that is Secure with Path=/.
 */
export function expiredSessionCookieOptions(siteUrl: string = getEnv().SITE_URL): SessionCookieOptions & { expires: Date } {
  return { ...sessionCookieOptions(siteUrl), maxAge: 0, expires: new Date(0) };
}
