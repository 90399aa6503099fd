/**
 * The request wrapper around sign-in and sessions, with `next/headers` replaced by a cookie jar and
 * a header set, and the site's database by a fresh one. ADMIN_EMAIL / ADMIN_PASSWORD are set, so
 * sign-in first creates that admin (as at server start).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { sessions, users } from './tables';
import { CLIENT_IP_HEADER } from '@/lib/infra/http/client-ip.mjs';
import { freshDatabase } from '@/test/databases';

const state = vi.hoisted(() => {
  process.env.ADMIN_EMAIL = 'Boss@Example.com';
  process.env.ADMIN_PASSWORD = 'boss password 123';
  return {
    jar: new Map<string, { value: string; options?: Record<string, unknown> }>(),
    headers: new Headers(),
    handle: undefined as DatabaseHandle | undefined,
  };
});

vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => {
      const cookie = state.jar.get(name);
      return cookie ? { name, value: cookie.value } : undefined;
    },
    set: (name: string, value: string, options?: Record<string, unknown>) => void state.jar.set(name, { value, options }),
  }),
  headers: async () => state.headers,
}));

vi.mock('@/lib/infra/db', () => ({
  getDatabase: async () => state.handle!.db,
  getDatabaseHandle: async () => state.handle!,
}));

const { currentUser, requireAdmin, requireAdminMutation, signIn, signOut } = await import('./service');
const { createUserStore } = await import('./users');

const COOKIE = 'otailo_session';
const DEVICE_COOKIE = 'otailo_device';
let ipCounter = 0;
/** A new client address per sign-in, so that the limits of one test do not reach into the next. */
const freshIp = () => `192.0.2.${(ipCounter += 1)}`;
const boss = { email: 'boss@example.com', password: 'boss password 123' };

describe('auth service', () => {
  beforeAll(async () => {
    state.handle = await freshDatabase('pglite');
    await createUserStore(async () => state.handle!.db).createUser({ email: 'user@example.com', password: 'user password 123', role: 'user' });
  });
  afterAll(() => state.handle?.close());
  beforeEach(() => {
    state.jar.clear();
    state.headers = new Headers({ host: 'localhost:3000', 'user-agent': 'Vitest' });
  });

  it('creates the admin from ADMIN_EMAIL at the first sign-in, signs in and sets the session cookie', async () => {
    const result = await signIn({ ...boss, ip: freshIp() });
    expect(result).toEqual({ ok: true, user: { id: expect.any(Number), email: 'boss@example.com', role: 'admin' } });
    const cookie = state.jar.get(COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.options).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 43_200 });
    const device = state.jar.get(DEVICE_COOKIE);
    expect(device?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(device?.value).not.toBe(cookie?.value);
    expect(device?.options).toEqual({ httpOnly: true, sameSite: 'lax', secure: false, path: '/', maxAge: 90 * 24 * 60 * 60 });
    expect(await currentUser()).toMatchObject({ email: 'boss@example.com', role: 'admin' });
    expect(await requireAdmin()).toMatchObject({ ok: true, user: { email: 'boss@example.com' } });
  });

  it('sets no cookie when the password is wrong', async () => {
    expect(await signIn({ ...boss, password: 'not the password', ip: freshIp() })).toEqual({ ok: false, reason: 'invalid' });
    expect(state.jar.has(COOKIE)).toBe(false);
    expect(state.jar.has(DEVICE_COOKIE)).toBe(false);
    expect(await currentUser()).toBeNull();
    expect(await requireAdmin()).toEqual({ ok: false, reason: 'signed-out' });
  });

  it("replaces the browser's session at sign-in", async () => {
    await signIn({ ...boss, ip: freshIp() });
    const before = state.jar.get(COOKIE)!.value;
    await signIn({ ...boss, ip: freshIp() });
    const after = state.jar.get(COOKIE)!.value;
    expect(after).not.toBe(before);
    state.jar.set(COOKIE, { value: before });
    expect(await currentUser()).toBeNull();
  });

  it('takes the client address from the header the server sets', async () => {
    state.headers.set(CLIENT_IP_HEADER, '198.51.100.77');
    await signIn(boss);
    const [row] = await state.handle!.db
      .select({ ip: sessions.ip, userAgent: sessions.userAgent })
      .from(sessions)
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row).toEqual({ ip: '198.51.100.77', userAgent: 'Vitest' });
  });

  it('signs out: the session ends and the cookie is deleted', async () => {
    await signIn({ ...boss, ip: freshIp() });
    const token = state.jar.get(COOKIE)!.value;
    await signOut();
    expect(state.jar.get(COOKIE)).toMatchObject({ value: '', options: { maxAge: 0, path: '/', httpOnly: true } });
    // The browser stays trusted for its next sign-in.
    expect(state.jar.get(DEVICE_COOKIE)?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    state.jar.set(COOKIE, { value: token });
    expect(await currentUser()).toBeNull();
    await expect(signOut()).resolves.toBeUndefined();
  });

  it('tells a non-admin apart from a signed-out visitor', async () => {
    expect(await signIn({ email: 'user@example.com', password: 'user password 123', ip: freshIp() })).toMatchObject({ ok: true });
    expect(await requireAdmin()).toEqual({ ok: false, reason: 'forbidden' });
    state.headers.set('origin', 'http://localhost:3000');
    expect(await requireAdminMutation()).toEqual({ ok: false, reason: 'forbidden' });
  });

  it('admits a mutation only from this site', async () => {
    await signIn({ ...boss, ip: freshIp() });
    expect(await requireAdminMutation()).toEqual({ ok: false, reason: 'bad-origin' });
    state.headers.set('origin', 'https://evil.example');
    expect(await requireAdminMutation()).toEqual({ ok: false, reason: 'bad-origin' });
    state.headers.set('origin', 'http://localhost:3000');
    expect(await requireAdminMutation()).toMatchObject({ ok: true, user: { email: 'boss@example.com' } });
    state.jar.clear();
    expect(await requireAdminMutation()).toEqual({ ok: false, reason: 'signed-out' });
  });

  it("lets a browser with the account's device cookie through while strangers' failures hold the account back", async () => {
    const editor = { email: 'editor@example.com', password: 'editor password 123' };
    await createUserStore(async () => state.handle!.db).createUser({ ...editor, role: 'user' });
    expect(await signIn({ ...editor, ip: freshIp() })).toMatchObject({ ok: true });
    const device = state.jar.get(DEVICE_COOKIE)!;
    // Strangers: other browsers, other addresses.
    state.jar.clear();
    for (let i = 0; i < 20; i += 1) await signIn({ ...editor, password: `wrong password ${i}`, ip: freshIp() });

    expect(await signIn({ ...editor, ip: freshIp() })).toMatchObject({ ok: false, reason: 'rate-limited' });
    state.jar.set(DEVICE_COOKIE, device);
    expect(await signIn({ ...editor, ip: freshIp() })).toMatchObject({ ok: true, user: { email: 'editor@example.com' } });
    // The cookie was replaced: the one the browser came with is no longer trusted.
    expect(state.jar.get(DEVICE_COOKIE)?.value).not.toBe(device.value);
    state.jar.set(DEVICE_COOKIE, device);
    expect(await signIn({ ...editor, ip: freshIp() })).toMatchObject({ ok: false, reason: 'rate-limited' });
  });

  it('never replaces the password of the admin it created', async () => {
    const [before] = await state.handle!.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    await signIn({ ...boss, ip: freshIp() });
    const [after] = await state.handle!.db.select().from(users).where(eq(users.email, 'boss@example.com'));
    expect(after!.passwordHash).toBe(before!.passwordHash);
    expect(await state.handle!.db.$count(users, eq(users.role, 'admin'))).toBe(1);
  });
});
