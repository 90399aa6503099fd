import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { trustedAddresses, trustedDevices, users } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { ADDRESS_TRUST_LIFETIME_MS, createSignInTrustStore, DEVICE_TRUST_LIFETIME_MS, type SignInTrustStore } from './sign-in-trust';
import { hashToken } from '@/lib/infra/util/tokens';
import { createUserStore } from './users';

const DAY = 24 * 60 * 60 * 1000;

describe('trust lifetimes', () => {
  it('are 90 days for a device cookie and 30 days for an address', () => {
    expect(DEVICE_TRUST_LIFETIME_MS).toBe(90 * DAY);
    expect(ADDRESS_TRUST_LIFETIME_MS).toBe(30 * DAY);
  });
});

describe.each(testBackends())('sign-in trust store on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: SignInTrustStore;
  let clock: Date;
  let adminId: number;
  let userId: number;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createSignInTrustStore(async () => handle.db, { now: () => clock });
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    await handle.db.delete(users);
    const userStore = createUserStore(async () => handle.db);
    adminId = (await userStore.createUser({ email: 'admin@example.com', password: 'admin password 123', role: 'admin' })).id;
    userId = (await userStore.createUser({ email: 'user@example.com', password: 'user password 123', role: 'user' })).id;
  });

  it('keeps only the SHA-256 of a device token, bound to its account until it expires', async () => {
    const token = await store.trustAfterSignIn(adminId, { address: '203.0.113.1' });
    const [row] = await handle.db.select().from(trustedDevices);
    expect(row).toMatchObject({ tokenHash: hashToken(token), userId: adminId, expiresAt: new Date(clock.getTime() + 90 * DAY) });
    expect(JSON.stringify(row)).not.toContain(token);

    const deviceId = row!.id;
    expect(await store.findDevice(token, 'admin@example.com')).toBe(deviceId);
    expect(await store.findDevice(token, 'user@example.com')).toBeNull();
    expect(await store.findDevice(token, 'nobody@example.com')).toBeNull();
    const oneCharacterOff = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await store.findDevice(oneCharacterOff, 'admin@example.com')).toBeNull();
    expect(await store.findDevice(undefined, 'admin@example.com')).toBeNull();
    advance(90 * DAY);
    expect(await store.findDevice(token, 'admin@example.com')).toBeNull();
  });

  it('replaces the device token the browser came with, whichever account it was for', async () => {
    const userToken = await store.trustAfterSignIn(userId, { address: null });
    const adminToken = await store.trustAfterSignIn(adminId, { address: null, previousDeviceToken: userToken });
    expect(await store.findDevice(userToken, 'user@example.com')).toBeNull();
    expect(await store.findDevice(adminToken, 'admin@example.com')).not.toBeNull();
    expect(await handle.db.$count(trustedDevices)).toBe(1);
  });

  it('trusts an address for 30 days after the last sign-in from it, for that account only', async () => {
    await store.trustAfterSignIn(adminId, { address: '203.0.113.1' });
    expect(await store.isTrustedAddress('admin@example.com', '203.0.113.1')).toBe(true);
    expect(await store.isTrustedAddress('user@example.com', '203.0.113.1')).toBe(false);
    expect(await store.isTrustedAddress('admin@example.com', '203.0.113.2')).toBe(false);
    advance(20 * DAY);
    await store.trustAfterSignIn(adminId, { address: '203.0.113.1' });
    advance(20 * DAY);
    expect(await store.isTrustedAddress('admin@example.com', '203.0.113.1')).toBe(true);
    advance(10 * DAY);
    expect(await store.isTrustedAddress('admin@example.com', '203.0.113.1')).toBe(false);
    expect(await handle.db.$count(trustedAddresses)).toBe(1);
  });

  it('revokes a device, and purges devices and addresses whose trust ran out', async () => {
    const revoked = await store.trustAfterSignIn(adminId, { address: '203.0.113.1' });
    await store.revokeDevice((await store.findDevice(revoked, 'admin@example.com'))!);
    expect(await store.findDevice(revoked, 'admin@example.com')).toBeNull();

    await store.trustAfterSignIn(adminId, { address: '203.0.113.2' });
    advance(31 * DAY);
    const kept = await store.trustAfterSignIn(userId, { address: '203.0.113.3' });
    expect(await handle.db.select({ address: trustedAddresses.address }).from(trustedAddresses)).toEqual([{ address: '203.0.113.3' }]);
    advance(60 * DAY);
    await store.purgeExpired();
    expect(await handle.db.$count(trustedAddresses)).toBe(0);
    expect(await handle.db.$count(trustedDevices)).toBe(1);
    expect(await store.findDevice(kept, 'user@example.com')).not.toBeNull();
  });
});
