import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { createRateLimiter, limits, type RateLimitPolicy } from '@/lib/rate-limit';
import { freshDatabase, testBackends } from '@/test/databases';
import { authorizeAdmin } from './authorize';
import { verifyDummyPassword } from './password';
import { createSessionStore } from './sessions';
import { attemptSignIn, type SignInAttempt, type SignInDependencies } from './sign-in';
import { createUserStore } from './users';

vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, verifyDummyPassword: vi.fn(actual.verifyDummyPassword) };
});

const PASSWORD = 'correct horse battery';

describe('sign-in limits', () => {
  it('allow 10 failures per address and 5 per account in 15 minutes', () => {
    expect(limits.signInIp).toMatchObject({ points: 10, durationSeconds: 900 });
    expect(limits.signInAccount).toMatchObject({ points: 5, durationSeconds: 900 });
  });
});

describe.each(testBackends())('sign-in on %s', (backend) => {
  let handle: DatabaseHandle;
  let deps: SignInDependencies;
  let run = 0;

  /** Fresh counters for every test: in memory, or in the database on PostgreSQL (as the site does). */
  const limiter = (policy: RateLimitPolicy) =>
    createRateLimiter({ ...policy, name: `${policy.name}-${backend}-${run}` }, backend === 'postgres' ? handle : undefined);
  const signIn = (attempt: Partial<SignInAttempt>) =>
    attemptSignIn(deps, { email: 'admin@example.com', password: PASSWORD, ip: '203.0.113.1', ...attempt });

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    run += 1;
    await handle.db.delete(users);
    const userStore = createUserStore(async () => handle.db);
    await userStore.createUser({ email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    await userStore.createUser({ email: 'user@example.com', password: PASSWORD, role: 'user' });
    deps = {
      users: userStore,
      sessions: createSessionStore(async () => handle.db),
      ipLimiter: await limiter(limits.signInIp),
      accountLimiter: await limiter(limits.signInAccount),
    };
    vi.mocked(verifyDummyPassword).mockClear();
  });

  it('signs in with the right password and starts a session', async () => {
    const outcome = await signIn({ email: ' Admin@Example.com', userAgent: 'Firefox' });
    expect(outcome).toEqual({ ok: true, user: { id: expect.any(Number), email: 'admin@example.com', role: 'admin' }, token: expect.any(String) });
    if (!outcome.ok) return;
    expect(await deps.sessions.validateSession(outcome.token)).toMatchObject({
      user: outcome.user,
      session: { ip: '203.0.113.1', userAgent: 'Firefox' },
    });
  });

  it('signs in an account without the admin role, which the admin rule then refuses', async () => {
    const outcome = await signIn({ email: 'user@example.com' });
    expect(outcome).toMatchObject({ ok: true, user: { role: 'user' } });
    if (outcome.ok) expect(authorizeAdmin(outcome.user)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('gives the same answer, after the same work, for an unknown email and a wrong password', async () => {
    const unknown = await signIn({ email: 'nobody@example.com' });
    expect(verifyDummyPassword).toHaveBeenCalledTimes(1);
    const wrong = await signIn({ password: 'wrong password!!' });
    expect(verifyDummyPassword).toHaveBeenCalledTimes(1);
    expect(unknown).toEqual({ ok: false, reason: 'invalid' });
    expect(wrong).toEqual(unknown);
  });

  it('refuses empty, missing and huge input as invalid', async () => {
    expect(await signIn({ email: '' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn({ password: '' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn({ password: undefined as unknown as string })).toEqual({ ok: false, reason: 'invalid' });
    expect(await signIn({ password: 'x'.repeat(100_000) })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('rotates the session: the one the browser came with ends', async () => {
    const first = await signIn({});
    if (!first.ok) throw new Error('sign-in failed');
    const second = await signIn({ previousToken: first.token });
    if (!second.ok) throw new Error('sign-in failed');
    expect(second.token).not.toBe(first.token);
    expect(await deps.sessions.validateSession(first.token)).toBeNull();
    expect(await deps.sessions.validateSession(second.token)).not.toBeNull();
  });

  it('keeps the old session when the new sign-in fails', async () => {
    const first = await signIn({});
    if (!first.ok) throw new Error('sign-in failed');
    expect(await signIn({ password: 'wrong password!!', previousToken: first.token })).toMatchObject({ ok: false });
    expect(await deps.sessions.validateSession(first.token)).not.toBeNull();
  });

  it('locks an account after 5 failures, from any address, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await signIn({ password: 'wrong password!!', ip: `198.51.100.${i}` })).toEqual({ ok: false, reason: 'invalid' });
    }
    const locked = await signIn({ email: 'ADMIN@example.com', ip: '198.51.100.99' });
    expect(locked).toMatchObject({ ok: false, reason: 'rate-limited' });
    if (!locked.ok) expect(locked.retryAfter).toBeGreaterThan(890);
    if (!locked.ok) expect(locked.retryAfter).toBeLessThanOrEqual(900);
    // Another account is not affected.
    expect(await signIn({ email: 'user@example.com', ip: '198.51.100.99' })).toMatchObject({ ok: true });
  });

  it('counts failures for unknown emails too, so a lock tells nothing', async () => {
    for (let i = 0; i < 5; i += 1) await signIn({ email: 'nobody@example.com', ip: `198.51.100.${i}` });
    expect(await signIn({ email: 'nobody@example.com', ip: '198.51.100.99' })).toMatchObject({ reason: 'rate-limited' });
  });

  it("clears an account's failures when the right password is given", async () => {
    for (let i = 0; i < 4; i += 1) await signIn({ password: 'wrong password!!', ip: `198.51.100.${i}` });
    expect(await signIn({ ip: '198.51.100.50' })).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i += 1) {
      expect(await signIn({ password: 'wrong password!!', ip: `198.51.100.${10 + i}` })).toMatchObject({ reason: 'invalid' });
    }
    expect(await signIn({ ip: '198.51.100.60' })).toMatchObject({ reason: 'rate-limited' });
  });

  it('limits an address to 10 failures, whatever the accounts', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn({ email: `guess${i}@example.com` })).toEqual({ ok: false, reason: 'invalid' });
    }
    const limited = await signIn({});
    expect(limited).toMatchObject({ ok: false, reason: 'rate-limited', retryAfter: expect.any(Number) });
    // The refusal cost no password check.
    expect(verifyDummyPassword).toHaveBeenCalledTimes(10);
    expect(await signIn({ ip: '203.0.113.2' })).toMatchObject({ ok: true });
  });

  it('does not count successful sign-ins against the address', async () => {
    for (let i = 0; i < 15; i += 1) expect(await signIn({})).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i += 1) expect(await signIn({ password: 'wrong password!!' })).toMatchObject({ reason: 'invalid' });
  });

  it('lets no more than 5 parallel guesses through for one account', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signIn({ password: `wrong password ${i}`, ip: `198.51.100.${i}` })),
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'invalid')).toHaveLength(5);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'rate-limited')).toHaveLength(7);
  });

  it('upgrades a hash made with older parameters at sign-in', async () => {
    const old = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 8_192, timeCost: 1, parallelism: 1 });
    await handle.db.update(users).set({ passwordHash: old }).where(eq(users.email, 'admin@example.com'));
    expect(await signIn({})).toMatchObject({ ok: true });
    const stored = await deps.users.findUserByEmail('admin@example.com');
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await signIn({})).toMatchObject({ ok: true });
  });
});

describe('admin rule', () => {
  it('admits a signed-in admin only', () => {
    const admin = { id: 1, email: 'a@example.com', role: 'admin' as const };
    expect(authorizeAdmin(admin)).toEqual({ ok: true, user: admin });
    expect(authorizeAdmin({ ...admin, role: 'user' })).toEqual({ ok: false, reason: 'forbidden' });
    expect(authorizeAdmin(null)).toEqual({ ok: false, reason: 'signed-out' });
  });
});
