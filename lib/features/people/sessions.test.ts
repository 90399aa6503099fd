import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { sessions, users } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import {
  createSessionStore,
  hashSessionToken,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type SessionStore,
} from './sessions';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('session timeouts', () => {
  it('are 2 hours idle and 12 hours absolute', () => {
    expect(SESSION_IDLE_TIMEOUT_MS).toBe(2 * HOUR);
    expect(SESSION_ABSOLUTE_TIMEOUT_MS).toBe(12 * HOUR);
    expect(SESSION_TOUCH_INTERVAL_MS).toBe(MINUTE);
  });
});

describe.each(testBackends())('session store on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: SessionStore;
  let clock: Date;
  let userId: number;
  let otherUserId: number;
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  const rows = () => handle.db.select().from(sessions);

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createSessionStore(async () => handle.db, { now: () => clock });
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    clock = new Date('2026-03-01T09:00:00.000Z');
    await handle.db.delete(users);
    const inserted = await handle.db
      .insert(users)
      .values([
        { email: 'admin@example.com', passwordHash: 'x', role: 'admin' },
        { email: 'user@example.com', passwordHash: 'x', role: 'user' },
      ])
      .returning({ id: users.id });
    [userId, otherUserId] = inserted.map((row) => row.id) as [number, number];
  });

  it('creates a session and hands out a 32-byte base64url token', async () => {
    const token = await store.createSession(userId, { ip: '203.0.113.9', userAgent: 'Firefox' });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const valid = await store.validateSession(token);
    expect(valid).toEqual({
      user: { id: userId, email: 'admin@example.com', role: 'admin', locale: null },
      session: {
        id: expect.any(Number),
        userId,
        createdAt: clock,
        lastSeenAt: clock,
        expiresAt: new Date(clock.getTime() + 12 * HOUR),
        ip: '203.0.113.9',
        userAgent: 'Firefox',
      },
    });
  });

  it('stores only the SHA-256 of the token', async () => {
    const token = await store.createSession(userId, { ip: null, userAgent: null });
    const [row] = await rows();
    expect(row!.tokenHash).toBe(hashSessionToken(token));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    // Nowhere in the table, in any column.
    const dump = await handle.query('SELECT * FROM sessions');
    expect(JSON.stringify(dump.rows)).not.toContain(token);
    // Knowing the hash does not help: it is not a token.
    expect(await store.validateSession(row!.tokenHash)).toBeNull();
  });

  it('gives each session its own token', async () => {
    const tokens = await Promise.all(Array.from({ length: 5 }, () => store.createSession(userId, {})));
    expect(new Set(tokens).size).toBe(5);
    expect(await rows()).toHaveLength(5);
  });

  it('refuses unknown, malformed and missing tokens without error', async () => {
    await store.createSession(userId, {});
    for (const token of [undefined, null, '', 'short', 'x'.repeat(43), `${'a'.repeat(42)}=`, "' OR 1=1 --", 'a'.repeat(10_000)]) {
      expect(await store.validateSession(token)).toBeNull();
    }
  });

  it('ends a session after 2 hours without use, and deletes it', async () => {
    const token = await store.createSession(userId, {});
    advance(2 * HOUR - 1);
    expect(await store.validateSession(token)).not.toBeNull();
    advance(2 * HOUR); // the last use above counts
    expect(await store.validateSession(token)).toBeNull();
    expect(await rows()).toHaveLength(0);
  });

  it('slides with use, at most one write a minute', async () => {
    const token = await store.createSession(userId, {});
    const created = clock;
    advance(30_000);
    expect((await store.validateSession(token))!.session.lastSeenAt).toEqual(created);
    expect((await rows())[0]!.lastSeenAt).toEqual(created);
    advance(30_000);
    expect((await store.validateSession(token))!.session.lastSeenAt).toEqual(clock);
    expect((await rows())[0]!.lastSeenAt).toEqual(clock);
    // Used every 90 minutes, it lives on past the idle timeout…
    for (let i = 0; i < 6; i += 1) {
      advance(90 * MINUTE);
      expect(await store.validateSession(token)).not.toBeNull();
    }
  });

  it('ends a session 12 hours after sign-in however active', async () => {
    const token = await store.createSession(userId, {});
    for (let elapsed = 0; elapsed < 12 * HOUR - HOUR; elapsed += HOUR) {
      advance(HOUR);
      expect(await store.validateSession(token)).not.toBeNull();
    }
    advance(HOUR - 1);
    expect(await store.validateSession(token)).not.toBeNull();
    advance(1);
    expect(await store.validateSession(token)).toBeNull();
    expect(await rows()).toHaveLength(0);
  });

  it('revokes one session', async () => {
    const first = await store.createSession(userId, {});
    const second = await store.createSession(userId, {});
    expect(await store.revokeSession(first)).toBe(true);
    expect(await store.revokeSession(first)).toBe(false);
    expect(await store.revokeSession(undefined)).toBe(false);
    expect(await store.validateSession(first)).toBeNull();
    expect(await store.validateSession(second)).not.toBeNull();
  });

  it("revokes all of a user's sessions and no one else's", async () => {
    const mine = [await store.createSession(userId, {}), await store.createSession(userId, {})];
    const theirs = await store.createSession(otherUserId, {});
    expect(await store.revokeUserSessions(userId)).toBe(2);
    for (const token of mine) expect(await store.validateSession(token)).toBeNull();
    expect(await store.validateSession(theirs)).toMatchObject({ user: { id: otherUserId, role: 'user' } });
  });

  it('ends sessions with their user', async () => {
    const token = await store.createSession(otherUserId, {});
    await handle.db.delete(users).where(eq(users.id, otherUserId));
    expect(await store.validateSession(token)).toBeNull();
    expect(await rows()).toHaveLength(0);
  });

  it('clears expired sessions when a new one starts', async () => {
    await store.createSession(userId, {}); // will be idle
    advance(HOUR);
    const active = await store.createSession(otherUserId, {});
    advance(HOUR + 30 * MINUTE);
    await store.validateSession(active);
    advance(31 * MINUTE);
    await store.createSession(userId, {});
    expect(await rows()).toHaveLength(2);
    expect(await store.validateSession(active)).not.toBeNull();
    advance(13 * HOUR);
    expect(await store.purgeExpiredSessions()).toBe(2);
  });

  it('keeps request details that fit the columns', async () => {
    const token = await store.createSession(userId, { ip: '1'.repeat(100), userAgent: 'u'.repeat(2_000) });
    const { session } = (await store.validateSession(token))!;
    expect(session.ip).toHaveLength(64);
    expect(session.userAgent).toHaveLength(512);
  });
});
