/**
 * Sign-in, without the request around it (service.ts adds cookies and headers): rate limits, the
 * password check, and a fresh session.
 *
 * Two limits, both counting failures only (a success gives its point back):
 * - per client address (limits.signInIp), against one source guessing many accounts;
 * - per account, keyed by the lower-cased email whether or not it exists (limits.signInAccount),
 *   against many sources guessing one password; cleared when the right password is given.
 * Points are taken before the password is checked, so that parallel attempts cannot slip past.
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordNeedsRehash, verifyDummyPassword, verifyPassword } from './password';
import type { SessionStore } from './sessions';
import type { SignInResult, AuthUser } from './types';
import { normalizeEmail, type UserStore } from './users';

/** What sign-in needs of a rate-limiter-flexible limiter. */
export interface SignInLimiter {
  consume(key: string): Promise<unknown>;
  reward(key: string, points?: number): Promise<unknown>;
  delete(key: string): Promise<unknown>;
}

export interface SignInDependencies {
  users: UserStore;
  sessions: SessionStore;
  ipLimiter: SignInLimiter;
  accountLimiter: SignInLimiter;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent?: string | null;
  /** The token of the session cookie the browser came with, if any: it ends, a new session starts. */
  previousToken?: string | null;
}

export type SignInOutcome = { ok: true; user: AuthUser; token: string } | Extract<SignInResult, { ok: false }>;

/**
 * Longer input is no password of ours (accounts allow MAX_PASSWORD_LENGTH); it is refused before
 * hashing so that huge bodies cost nothing.
 */
const MAX_ATTEMPT_LENGTH = 4 * MAX_PASSWORD_LENGTH;

/** Seconds to wait when the limiter refuses, else 0. */
async function take(limiter: SignInLimiter, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw error;
  }
}

export async function attemptSignIn(deps: SignInDependencies, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = typeof attempt.email === 'string' ? normalizeEmail(attempt.email).slice(0, 320) : '';
  const password = typeof attempt.password === 'string' ? attempt.password : '';
  const ip = attempt.ip || 'unknown';

  const ipWait = await take(deps.ipLimiter, ip);
  if (ipWait) return { ok: false, reason: 'rate-limited', retryAfter: ipWait };
  const accountWait = await take(deps.accountLimiter, email);
  if (accountWait) return { ok: false, reason: 'rate-limited', retryAfter: accountWait };

  if (!email || !password || password.length > MAX_ATTEMPT_LENGTH) return { ok: false, reason: 'invalid' };
  const user = await deps.users.findUserByEmail(email);
  // The same answer, after the same work, whether the account exists or not.
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDummyPassword(password);
  if (!user || !valid) return { ok: false, reason: 'invalid' };

  await Promise.all([deps.accountLimiter.delete(email), deps.ipLimiter.reward(ip, 1)]);
  if (passwordNeedsRehash(user.passwordHash)) {
    await deps.users.updatePasswordHash(user.id, await hashPassword(password));
  }
  // Rotation: whatever session the browser had (perhaps one planted by someone else) ends here.
  if (attempt.previousToken) await deps.sessions.revokeSession(attempt.previousToken);
  const token = await deps.sessions.createSession(user.id, { ip: attempt.ip, userAgent: attempt.userAgent });
  return { ok: true, user: { id: user.id, email: user.email, role: user.role }, token };
}
