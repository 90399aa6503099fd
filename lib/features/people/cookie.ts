/**
 * The session and device cookies. On an https site they carry the `__Host-` prefix: browsers then
 * accept them only with Secure, Path=/ and no Domain, so neither a subdomain nor a plain-http page
 * can plant or overwrite them.
 */
import 'server-only';
import { getEnv } from '@/lib/infra/env.mjs';
import { SESSION_ABSOLUTE_TIMEOUT_MS } from './sessions';
import { DEVICE_TRUST_LIFETIME_MS } from './sign-in-trust';

export const SECURE_SESSION_COOKIE = '__Host-otailo_session';
export const PLAIN_SESSION_COOKIE = 'otailo_session';
export const SECURE_DEVICE_COOKIE = '__Host-otailo_device';
export const PLAIN_DEVICE_COOKIE = 'otailo_device';

const isHttps = (siteUrl: string) => siteUrl.startsWith('https:');

export function sessionCookieName(siteUrl: string = getEnv().SITE_URL): string {
  return isHttps(siteUrl) ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

/** The cookie that marks a browser which signed in before (lib/features/people/sign-in-trust.ts). */
export function deviceCookieName(siteUrl: string = getEnv().SITE_URL): string {
  return isHttps(siteUrl) ? SECURE_DEVICE_COOKIE : PLAIN_DEVICE_COOKIE;
}

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  /** Seconds. */
  maxAge: number;
}

const tokenCookieOptions = (siteUrl: string, lifetimeMs: number): SessionCookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: isHttps(siteUrl),
  path: '/',
  maxAge: Math.floor(lifetimeMs / 1000),
});

/** For `cookies().set(sessionCookieName(), token, sessionCookieOptions())`. */
export function sessionCookieOptions(siteUrl: string = getEnv().SITE_URL): SessionCookieOptions {
  return tokenCookieOptions(siteUrl, SESSION_ABSOLUTE_TIMEOUT_MS);
}

/** For `cookies().set(deviceCookieName(), token, deviceCookieOptions())`. */
export function deviceCookieOptions(siteUrl: string = getEnv().SITE_URL): SessionCookieOptions {
  return tokenCookieOptions(siteUrl, DEVICE_TRUST_LIFETIME_MS);
}

/**
 * Options that delete the cookie. The attributes must match the cookie's own: a `__Host-` cookie is
 * only replaced by one that is Secure with Path=/.
 */
export function expiredSessionCookieOptions(siteUrl: string = getEnv().SITE_URL): SessionCookieOptions & { expires: Date } {
  return { ...sessionCookieOptions(siteUrl), maxAge: 0, expires: new Date(0) };
}
