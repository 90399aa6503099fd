/**
 * Authentication for the admin area, as pages, server actions and route handlers use it: the
 * request's cookies and headers around the request-free logic of sign-in.ts, sessions.ts and
 * authorize.ts. Every admin page, action and route handler checks access itself:
 * `requireRole(permission)` to read, `requireRoleMutation(permission)` to change anything.
 */
import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { limiter, limits } from '@/lib/infra/rate-limit';
import { authorize } from './authorize';
import type { Permission } from './shared/permissions';
import { deviceCookieName, deviceCookieOptions, expiredSessionCookieOptions, sessionCookieName, sessionCookieOptions } from './cookie';
import { isSameOrigin } from '@/lib/infra/http/origin';
import { sessionStore } from './sessions';
import { attemptSignIn, type SignInLimiters } from './sign-in';
import { signInTrustStore } from './sign-in-trust';
import type { AuthResult, AuthUser, SignInResult } from './shared/types';
import { ensureAdminFromEnv, userStore } from './users';

export type { AuthResult, AuthUser, Role, SignInResult } from './shared/types';

/**
 * Checks the credentials and, when they are right, starts a new session (ending the one the
 * browser came with) and sets the cookie, with a new device cookie that lets this browser through
 * while strangers' failures hold the account back. Call it from a server action or route handler
 * (it sets cookies). `ip` defaults to the address the production server saw. Unknown email and
 * wrong password give the same `invalid`. Throws when the database is unavailable.
 */
export async function signIn({ email, password, ip }: { email: string; password: string; ip?: string }): Promise<SignInResult> {
  await ensureAdminFromEnv();
  const [cookieStore, requestHeaders, limiters] = await Promise.all([cookies(), headers(), signInLimiters()]);
  const sessionCookie = sessionCookieName();
  const deviceCookie = deviceCookieName();
  const outcome = await attemptSignIn(
    { users: userStore(), sessions: sessionStore(), trust: signInTrustStore(), limiters },
    {
      email,
      password,
      ip: ip ?? requestHeaders.get(CLIENT_IP_HEADER) ?? 'unknown',
      userAgent: requestHeaders.get('user-agent'),
      previousToken: cookieStore.get(sessionCookie)?.value,
      deviceToken: cookieStore.get(deviceCookie)?.value,
    },
  );
  if (!outcome.ok) return outcome;
  cookieStore.set(sessionCookie, outcome.token, sessionCookieOptions());
  cookieStore.set(deviceCookie, outcome.deviceToken, deviceCookieOptions());
  return { ok: true, user: outcome.user };
}

async function signInLimiters(): Promise<SignInLimiters> {
  const [address, accountAddress, untrustedAccount, device] = await Promise.all([
    limiter(limits.signInAddress),
    limiter(limits.signInAccountAddress),
    limiter(limits.signInUntrustedAccount),
    limiter(limits.signInDevice),
  ]);
  return { address, accountAddress, untrustedAccount, device };
}

/**
 * Ends the browser's session and deletes the cookie (server action or route handler). The device
 * cookie stays: the browser remains trusted for the next sign-in.
 */
export async function signOut(): Promise<void> {
  const cookieStore = await cookies();
  const name = sessionCookieName();
  await sessionStore().revokeSession(cookieStore.get(name)?.value);
  cookieStore.set(name, '', expiredSessionCookieOptions());
}

/** Once per token and render, however many components ask. */
const userForToken = cache(async (token: string): Promise<AuthUser | null> => {
  const valid = await sessionStore().validateSession(token);
  return valid?.user ?? null;
});

/** The signed-in account, or null (no cookie, unknown or expired session). */
export async function currentUser(): Promise<AuthUser | null> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return token ? userForToken(token) : null;
}

/** For admin-area pages and reads: a signed-in account whose role has the permission, or why not. */
export async function requireRole(permission: Permission): Promise<AuthResult> {
  return authorize(await currentUser(), permission);
}

/**
 * For every admin-area server action and route handler that changes something: the request must
 * come from this site (`Origin`), then from a signed-in account with the permission.
 */
export async function requireRoleMutation(permission: Permission): Promise<AuthResult> {
  if (!isSameOrigin(await headers())) return { ok: false, reason: 'bad-origin' };
  return authorize(await currentUser(), permission);
}

/** Admins only (people, leads, audit log): `requireRole('people')`. */
export const requireAdmin = (): Promise<AuthResult> => requireRole('people');
export const requireAdminMutation = (): Promise<AuthResult> => requireRoleMutation('people');
