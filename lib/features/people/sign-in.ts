/**
 * Sign-in, without the request around it (service.ts adds cookies and headers): rate limits, the
 * password check, a fresh session and a fresh device cookie. The limits are built so that no
 * stranger can lock the account holder out: docs/admin.md, "Passwords".
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { addressKey, takePoint, type PointLimiter } from '@/lib/infra/rate-limit';
import { hashPassword, MAX_PASSWORD_LENGTH, passwordNeedsRehash, verifyDummyPassword, verifyPassword } from './password';
import type { SessionStore } from './sessions';
import type { SignInTrustStore } from './sign-in-trust';
import type { SignInResult, AuthUser } from './shared/types';
import { normalizeEmail, type StoredUser, type UserStore } from './users';

/** What sign-in needs of a rate-limiter-flexible limiter. */
export interface SignInLimiter extends PointLimiter {
  reward(key: string, points?: number): Promise<unknown>;
  delete(key: string): Promise<unknown>;
}

export interface SignInLimiters {
  address: SignInLimiter;
  accountAddress: SignInLimiter;
  untrustedAccount: SignInLimiter;
  device: SignInLimiter;
}

export interface SignInDependencies {
  users: UserStore;
  sessions: SessionStore;
  trust: SignInTrustStore;
  limiters: SignInLimiters;
}

export interface SignInAttempt {
  email: string;
  password: string;
  ip: string;
  userAgent?: string | null;
  /** The token of the session cookie the browser came with, if any: it ends, a new session starts. */
  previousToken?: string | null;
  /** The token of the device cookie the browser came with, if any. */
  deviceToken?: string | null;
}

export type SignInOutcome =
  | { ok: true; user: AuthUser; token: string; deviceToken: string }
  | Extract<SignInResult, { ok: false }>;

/**
 * Longer input is no password of ours (accounts allow MAX_PASSWORD_LENGTH); it is refused before
 * hashing so that huge bodies cost nothing.
 */
const MAX_ATTEMPT_LENGTH = 4 * MAX_PASSWORD_LENGTH;

interface Client {
  /** The key the address counts under (an IPv6 /64 as one). */
  address: string;
  /** Only a real address can earn trust: every client without one would share `unknown`. */
  trustable: boolean;
  deviceToken?: string | null;
}

/** A point taken before the password check, and what a success does with it. */
interface Charge {
  limiter: SignInLimiter;
  key: string;
  onSuccess: 'reward' | 'clear';
}

/** Fixed-length keys: emails can be longer than the counters' key column, and stay out of it. */
const digestKey = (...parts: string[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex');

/** Takes the points the attempt owes; on refusal, the seconds to wait. */
async function chargeAttempt(deps: SignInDependencies, email: string, client: Client): Promise<{ retryAfter: number; charges: Charge[] }> {
  const deviceId = await deps.trust.findDevice(client.deviceToken, email);
  if (deviceId !== null) {
    const device: Charge = { limiter: deps.limiters.device, key: String(deviceId), onSuccess: 'clear' };
    // Strangers' failures (address, account) never hold a trusted browser back; its own count does.
    if (!(await takePoint(device.limiter, device.key))) return { retryAfter: 0, charges: [device] };
    // Past its count the cookie is worth no more than none, for good.
    await deps.trust.revokeDevice(deviceId);
  }
  const charges: Charge[] = [
    { limiter: deps.limiters.address, key: client.address, onSuccess: 'reward' },
    { limiter: deps.limiters.accountAddress, key: digestKey(email, client.address), onSuccess: 'clear' },
  ];
  const trustedAddress = client.trustable && (await deps.trust.isTrustedAddress(email, client.address));
  if (!trustedAddress) charges.push({ limiter: deps.limiters.untrustedAccount, key: digestKey(email), onSuccess: 'reward' });
  for (const [index, charge] of charges.entries()) {
    const retryAfter = await takePoint(charge.limiter, charge.key);
    if (retryAfter) return { retryAfter, charges: charges.slice(0, index) };
  }
  return { retryAfter: 0, charges };
}

/** Only failures count: a success gives back what it took. */
async function settleCharges(charges: Charge[]): Promise<void> {
  await Promise.all(
    charges.map((charge) => (charge.onSuccess === 'clear' ? charge.limiter.delete(charge.key) : charge.limiter.reward(charge.key, 1))),
  );
}

/** The account when the password is right. The same answer, after the same work, whether the account exists or not. */
async function verifiedUser(users: UserStore, email: string, password: string): Promise<StoredUser | null> {
  if (!email || !password || password.length > MAX_ATTEMPT_LENGTH) return null;
  const user = await users.findUserByEmail(email);
  const valid = user ? await verifyPassword(user.passwordHash, password) : await verifyDummyPassword(password);
  // A deactivated account is refused as a wrong password is, after the same work.
  return user && valid && !user.deactivated ? user : null;
}

async function startSignedIn(deps: SignInDependencies, user: StoredUser, attempt: SignInAttempt, client: Client): Promise<SignInOutcome> {
  if (passwordNeedsRehash(user.passwordHash)) {
    await deps.users.updatePasswordHash(user.id, await hashPassword(attempt.password));
  }
  // Rotation: whatever session the browser had (perhaps one planted by someone else) ends here.
  if (attempt.previousToken) await deps.sessions.revokeSession(attempt.previousToken);
  const token = await deps.sessions.createSession(user.id, { ip: attempt.ip, userAgent: attempt.userAgent });
  const deviceToken = await deps.trust.trustAfterSignIn(user.id, {
    address: client.trustable ? client.address : null,
    previousDeviceToken: client.deviceToken,
  });
  return { ok: true, user: { id: user.id, email: user.email, role: user.role }, token, deviceToken };
}

export async function attemptSignIn(deps: SignInDependencies, attempt: SignInAttempt): Promise<SignInOutcome> {
  const email = typeof attempt.email === 'string' ? normalizeEmail(attempt.email).slice(0, 320) : '';
  const password = typeof attempt.password === 'string' ? attempt.password : '';
  const ip = attempt.ip || 'unknown';
  const client: Client = { address: addressKey(ip), trustable: isIP(ip) !== 0, deviceToken: attempt.deviceToken };

  const { retryAfter, charges } = await chargeAttempt(deps, email, client);
  if (retryAfter) return { ok: false, reason: 'rate-limited', retryAfter };
  const user = await verifiedUser(deps.users, email, password);
  if (!user) return { ok: false, reason: 'invalid' };
  await settleCharges(charges);
  return startSignedIn(deps, user, attempt, client);
}
