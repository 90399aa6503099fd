/**
 * No stranger can lock the real admin out: failures from other addresses, or from the admin's own
 * address, never refuse the admin's trusted browser (device cookie) or, where the attacker is
 * elsewhere, the addresses the admin signed in from.
 */
import { describe, expect, it } from 'vitest';
import { trustedDevices } from './tables';
import { testBackends } from '@/test/databases';
import { ADMIN_IP, USER_EMAIL, useSignInWorld, WRONG } from './sign-in.fixture';
import { DEVICE_TRUST_LIFETIME_MS } from './sign-in-trust';
import { newToken } from '@/lib/infra/util/tokens';

const ATTACKER_IP = '198.51.100.66';
const NEW_IP = '192.0.2.50';

describe.each(testBackends())('sign-in under attack on %s', (backend) => {
  const world = useSignInWorld(backend);
  const signIn = world.signIn;

  /** `count` wrong guesses at the admin's password, spread over `addresses`; the answers in order. */
  async function attack(count: number, addresses: string[]): Promise<string[]> {
    const answers: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const outcome = await signIn({ password: `${WRONG} ${i}`, ip: addresses[i % addresses.length]! });
      answers.push(outcome.ok ? 'ok' : outcome.reason);
    }
    return answers;
  }
  const manyAddresses = Array.from({ length: 25 }, (_, i) => `198.51.100.${100 + i}`);

  it('50 failures from one address: that address is refused, the admin elsewhere is not', async () => {
    const answers = await attack(50, [ATTACKER_IP]);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('invalid'));
    expect(answers.slice(5)).toEqual(Array(45).fill('rate-limited'));
    // The attacker's own address stays refused, even with the right password.
    expect(await signIn({ ip: ATTACKER_IP })).toMatchObject({ ok: false, reason: 'rate-limited', retryAfter: expect.any(Number) });
    // One address cannot fill the account's limit alone: even a new, untrusted client gets in.
    expect(await signIn({ ip: NEW_IP })).toMatchObject({ ok: true });
  });

  it('50 failures from 25 addresses: the admin gets in from a known address, and anywhere with the device cookie', async () => {
    const deviceToken = await world.deviceTokenOf({ ip: ADMIN_IP });
    const answers = await attack(50, manyAddresses);
    expect(answers.filter((answer) => answer === 'invalid')).toHaveLength(10);
    // An untrusted client is held back while the attack lasts…
    expect(await signIn({ ip: NEW_IP })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // …the admin is not: from the address it signed in from before, and with its device cookie from a new one.
    expect(await signIn({ ip: ADMIN_IP })).toMatchObject({ ok: true });
    expect(await signIn({ ip: NEW_IP, deviceToken })).toMatchObject({ ok: true, user: { email: 'admin@example.com' } });
  });

  it("from the attacker's own address, the admin with the device cookie gets in", async () => {
    const deviceToken = await world.deviceTokenOf({ ip: ATTACKER_IP });
    // The address and the (account, address) limits are both used up, and the account's too.
    for (let i = 0; i < 10; i += 1) await signIn({ email: `guess${i}@example.com`, password: WRONG, ip: ATTACKER_IP });
    await attack(50, [ATTACKER_IP, ...manyAddresses]);
    expect(await signIn({ ip: ATTACKER_IP })).toMatchObject({ ok: false, reason: 'rate-limited' });
    const outcome = await signIn({ ip: ATTACKER_IP, deviceToken });
    expect(outcome).toMatchObject({ ok: true, user: { email: 'admin@example.com' } });
  });

  it('a device cookie of another account does not make the attempt trusted', async () => {
    const userDevice = await world.deviceTokenOf({ email: USER_EMAIL, ip: NEW_IP });
    await attack(50, manyAddresses);
    expect(await signIn({ ip: NEW_IP, deviceToken: userDevice })).toMatchObject({ ok: false, reason: 'rate-limited' });
    // It still works for its own account.
    expect(await signIn({ email: USER_EMAIL, ip: NEW_IP, deviceToken: userDevice })).toMatchObject({ ok: true });
  });

  it('an unknown, malformed or expired device token is ignored', async () => {
    const deviceToken = await world.deviceTokenOf({ ip: ADMIN_IP });
    await attack(50, manyAddresses);
    for (const token of [newToken(), 'not a token', deviceToken.slice(1), `${deviceToken}=`, '']) {
      expect(await signIn({ ip: NEW_IP, deviceToken: token })).toMatchObject({ ok: false, reason: 'rate-limited' });
    }
    world.clock = new Date(world.clock.getTime() + DEVICE_TRUST_LIFETIME_MS + 1000);
    expect(await signIn({ ip: NEW_IP, deviceToken })).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('an address stays trusted for 30 days after the last sign-in from it', async () => {
    const days = (count: number) => {
      world.clock = new Date(world.clock.getTime() + count * 24 * 60 * 60 * 1000);
    };
    await world.deviceTokenOf({ ip: ADMIN_IP });
    await attack(50, manyAddresses);
    days(29);
    expect(await signIn({ ip: ADMIN_IP })).toMatchObject({ ok: true });
    // 58 days after the first sign-in, 29 after the last.
    days(29);
    expect(await signIn({ ip: ADMIN_IP })).toMatchObject({ ok: true });
    days(30.01);
    expect(await signIn({ ip: ADMIN_IP })).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('an unknown client address is never trusted, however often it signed in', async () => {
    await world.deviceTokenOf({ ip: 'unknown' });
    await attack(50, manyAddresses);
    expect(await signIn({ ip: 'unknown' })).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('a device cookie allows 10 failures; then it is revoked and the attempt is untrusted', async () => {
    const deviceToken = await world.deviceTokenOf({ ip: ADMIN_IP });
    await attack(50, manyAddresses);
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn({ password: WRONG, ip: NEW_IP, deviceToken })).toEqual({ ok: false, reason: 'invalid' });
    }
    expect(await signIn({ ip: NEW_IP, deviceToken })).toMatchObject({ ok: false, reason: 'rate-limited' });
    expect(await world.handle.db.$count(trustedDevices)).toBe(0);
  });

  it("a success gives the device cookie's failures back, and replaces the cookie", async () => {
    const first = await world.deviceTokenOf({ ip: ADMIN_IP });
    await attack(50, manyAddresses);
    for (let i = 0; i < 9; i += 1) await signIn({ password: WRONG, ip: NEW_IP, deviceToken: first });
    const second = await world.deviceTokenOf({ ip: NEW_IP, deviceToken: first });
    expect(second).not.toBe(first);
    // The old cookie is no longer trusted; the new one has all its 10 failures ahead.
    expect(await signIn({ ip: '192.0.2.51', deviceToken: first })).toMatchObject({ ok: false, reason: 'rate-limited' });
    for (let i = 0; i < 9; i += 1) await signIn({ password: WRONG, ip: NEW_IP, deviceToken: second });
    expect(await signIn({ ip: '192.0.2.52', deviceToken: second })).toMatchObject({ ok: true });
  });

  it('lets no more than 10 parallel guesses through with one device cookie', async () => {
    const deviceToken = await world.deviceTokenOf({ ip: ADMIN_IP });
    await attack(50, manyAddresses);
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) => signIn({ password: `${WRONG} ${i}`, ip: `192.0.2.${100 + i}`, deviceToken })),
    );
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'invalid')).toHaveLength(10);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.reason === 'rate-limited')).toHaveLength(15);
    expect(await world.handle.db.$count(trustedDevices)).toBe(0);
  });
});
