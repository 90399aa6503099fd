import { beforeEach, describe, expect, it, vi } from 'vitest';
import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import { users } from './tables';
import { addressKey, createRateLimiter, limits, MAX_WINDOW_SECONDS } from '@/lib/infra/rate-limit';
import { testBackends } from '@/test/databases';
import { authorizeAdmin } from './authorize';
import { verifyDummyPassword } from './password';
import { ADMIN_IP, useSignInWorld, USER_EMAIL, WRONG, PASSWORD } from './sign-in.fixture';

vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, verifyDummyPassword: vi.fn(actual.verifyDummyPassword) };
});

describe('sign-in limits', () => {
  it('allow 10 failures per address, 5 per account and address, 10 per account untrusted, in 15 minutes', () => {
    expect(limits.signInAddress).toMatchObject({ points: 10, durationSeconds: 900 });
    expect(limits.signInAccountAddress).toMatchObject({ points: 5, durationSeconds: 900 });
    expect(limits.signInUntrustedAccount).toMatchObject({ points: 10, durationSeconds: 900 });
  });

  it('allow 10 failures per device cookie while it lives (no window)', () => {
    expect(limits.signInDevice).toMatchObject({ points: 10, durationSeconds: 0 });
  });

  it('have windows the memory store can keep', async () => {
    for (const policy of Object.values(limits)) expect(policy.durationSeconds).toBeLessThanOrEqual(MAX_WINDOW_SECONDS);
    await expect(createRateLimiter({ name: 'too-long', points: 1, durationSeconds: 90 * 24 * 60 * 60 })).rejects.toThrow(RangeError);
  });
});

describe('client address keys', () => {
  it('count an IPv4 address as itself, an IPv6 address by its /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:7::1')).toBe('2001:db8:0:7::/64');
    expect(addressKey('2001:0DB8:0000:0007:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:7::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });
});

describe.each(testBackends())('sign-in on %s', (backend) => {
  const world = useSignInWorld(backend);
  const signIn = world.signIn;

  beforeEach(() => {
    vi.mocked(verifyDummyPassword).mockClear();
  });

  it('signs in with the right password, starts a session and issues a device token', async () => {
    const outcome = await signIn({ email: ' Admin@Example.com', userAgent: 'Firefox' });
    expect(outcome).toEqual({
      ok: true,
      user: { id: expect.any(Number), email: 'admin@example.com', role: 'admin' },
      token: expect.any(String),
      deviceToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    if (!outcome.ok) return;
    expect(outcome.deviceToken).not.toBe(outcome.token);
    expect(await world.deps.sessions.validateSession(outcome.token)).toMatchObject({
      user: outcome.user,
      session: { ip: ADMIN_IP, userAgent: 'Firefox' },
    });
  });

  it('signs in an account without the admin role, which the admin rule then refuses', async () => {
    const outcome = await signIn({ email: USER_EMAIL });
    expect(outcome).toMatchObject({ ok: true, user: { role: 'user' } });
    if (outcome.ok) expect(authorizeAdmin(outcome.user)).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('gives the same answer, after the same work, for an unknown email and a wrong password', async () => {
    const unknown = await signIn({ email: 'nobody@example.com' });
    expect(verifyDummyPassword).toHaveBeenCalledTimes(1);
    const wrong = await signIn({ password: WRONG });
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
    const first = await signIn();
    if (!first.ok) throw new Error('sign-in failed');
    const second = await signIn({ previousToken: first.token });
    if (!second.ok) throw new Error('sign-in failed');
    expect(second.token).not.toBe(first.token);
    expect(await world.deps.sessions.validateSession(first.token)).toBeNull();
    expect(await world.deps.sessions.validateSession(second.token)).not.toBeNull();
  });

  it('keeps the old session when the new sign-in fails', async () => {
    const first = await signIn();
    if (!first.ok) throw new Error('sign-in failed');
    expect(await signIn({ password: WRONG, previousToken: first.token })).toMatchObject({ ok: false });
    expect(await world.deps.sessions.validateSession(first.token)).not.toBeNull();
  });

  it('refuses an account from one address after 5 failures there, even with the right password', async () => {
    for (let i = 0; i < 5; i += 1) expect(await signIn({ password: WRONG, ip: '198.51.100.1' })).toEqual({ ok: false, reason: 'invalid' });
    const limited = await signIn({ email: 'ADMIN@example.com', ip: '198.51.100.1' });
    expect(limited).toMatchObject({ ok: false, reason: 'rate-limited' });
    if (!limited.ok) expect(limited.retryAfter).toBeGreaterThan(890);
    if (!limited.ok) expect(limited.retryAfter).toBeLessThanOrEqual(900);
    // Another account from that address, and this account from another address, are not affected.
    expect(await signIn({ email: USER_EMAIL, ip: '198.51.100.1' })).toMatchObject({ ok: true });
    expect(await signIn({ ip: '198.51.100.2' })).toMatchObject({ ok: true });
  });

  it('refuses untrusted attempts on an account after 10 failures from any addresses, unknown emails too', async () => {
    for (const email of ['admin@example.com', 'nobody@example.com']) {
      for (let i = 0; i < 10; i += 1) {
        expect(await signIn({ email, password: WRONG, ip: `198.51.100.${i}` })).toEqual({ ok: false, reason: 'invalid' });
      }
      expect(await signIn({ email, ip: '198.51.100.99' })).toMatchObject({ ok: false, reason: 'rate-limited', retryAfter: expect.any(Number) });
    }
    expect(await signIn({ email: USER_EMAIL, ip: '198.51.100.99' })).toMatchObject({ ok: true });
  });

  it("clears the account's failures from an address when the right password is given there", async () => {
    for (let i = 0; i < 4; i += 1) await signIn({ password: WRONG });
    expect(await signIn()).toMatchObject({ ok: true });
    for (let i = 0; i < 5; i += 1) expect(await signIn({ password: WRONG })).toMatchObject({ reason: 'invalid' });
    expect(await signIn()).toMatchObject({ reason: 'rate-limited' });
  });

  it('limits an address to 10 failures, whatever the accounts', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn({ email: `guess${i}@example.com` })).toEqual({ ok: false, reason: 'invalid' });
    }
    const limited = await signIn();
    expect(limited).toMatchObject({ ok: false, reason: 'rate-limited', retryAfter: expect.any(Number) });
    // The refusal cost no password check.
    expect(verifyDummyPassword).toHaveBeenCalledTimes(10);
    expect(await signIn({ ip: '203.0.113.2' })).toMatchObject({ ok: true });
  });

  it('counts an IPv6 client by its /64', async () => {
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn({ email: `guess${i}@example.com`, ip: `2001:db8:0:7::${i + 1}` })).toMatchObject({ reason: 'invalid' });
    }
    expect(await signIn({ ip: '2001:db8::7:ffff:ffff:ffff:ffff' })).toMatchObject({ reason: 'rate-limited' });
    expect(await signIn({ ip: '2001:db8:0:8::1' })).toMatchObject({ ok: true });
  });

  it('does not count successful sign-ins against the address or the account', async () => {
    for (let i = 0; i < 15; i += 1) expect(await signIn({ ip: `198.51.100.${i % 2}` })).toMatchObject({ ok: true });
    for (let i = 0; i < 4; i += 1) expect(await signIn({ password: WRONG, ip: '198.51.100.0' })).toMatchObject({ reason: 'invalid' });
  });

  it('lets no more than 5 parallel guesses through for one account from one address, 10 from many', async () => {
    const guess = (i: number, ip: string) => signIn({ password: `wrong password ${i}`, ip });
    const count = (outcomes: Awaited<ReturnType<typeof signIn>>[], reason: string) =>
      outcomes.filter((outcome) => !outcome.ok && outcome.reason === reason).length;

    const fromOne = await Promise.all(Array.from({ length: 12 }, (_, i) => guess(i, '198.51.100.200')));
    expect([count(fromOne, 'invalid'), count(fromOne, 'rate-limited')]).toEqual([5, 7]);
    const fromMany = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i, `198.51.100.${i}`)));
    // 5 of the account's 10 untrusted failures were spent from the one address already.
    expect([count(fromMany, 'invalid'), count(fromMany, 'rate-limited')]).toEqual([5, 15]);
  });

  it('upgrades a hash made with older parameters at sign-in', async () => {
    const old = await argon2.hash(PASSWORD, { type: argon2.argon2id, memoryCost: 8_192, timeCost: 1, parallelism: 1 });
    await world.handle.db.update(users).set({ passwordHash: old }).where(eq(users.email, 'admin@example.com'));
    expect(await signIn()).toMatchObject({ ok: true });
    const stored = await world.deps.users.findUserByEmail('admin@example.com');
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await signIn()).toMatchObject({ ok: true });
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
