import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { sessions, userInvites, users } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { createPeopleStore, INVITE_LIFETIME_MS } from './people';
import { createSessionStore } from './sessions';

describe.each(testBackends())('people on %s', (backend) => {
  let handle: DatabaseHandle;
  let clock = new Date('2026-11-24T10:00:00Z');
  const database = async () => handle.db;
  const people = () => createPeopleStore(database, () => clock);
  let adminId: number;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    clock = new Date('2026-11-24T10:00:00Z');
    await handle.db.delete(userInvites);
    await handle.db.delete(users);
    const [admin] = await handle.db.insert(users).values({ email: 'admin@example.com', passwordHash: 'x', role: 'admin' }).returning();
    adminId = admin!.id;
  });

  it('invites with a one-time link that sets the password and gives the role', async () => {
    const invite = await people().invite('New.Author@Example.com', 'author', adminId);
    if (!invite.ok) throw new Error('invite refused');
    expect(invite.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await people().pendingInvites()).toMatchObject([{ email: 'new.author@example.com', role: 'author' }]);
    // The token itself is not stored.
    const [stored] = await handle.db.select().from(userInvites);
    expect(JSON.stringify(stored)).not.toContain(invite.token);

    expect(await people().accept(invite.token, 'short')).toMatchObject({ ok: false, reason: 'weak-password' });
    const accepted = await people().accept(invite.token, 'a long enough passphrase');
    expect(accepted).toMatchObject({ ok: true, user: { email: 'new.author@example.com', role: 'author' } });
    // One time only, even for the same password.
    expect(await people().accept(invite.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'invalid-token' });
    expect(await people().pendingInvites()).toEqual([]);
  });

  it('refuses an invitation once it has expired, and one for an existing account', async () => {
    const invite = await people().invite('late@example.com', 'editor', adminId);
    if (!invite.ok) throw new Error('invite refused');
    clock = new Date(clock.getTime() + INVITE_LIFETIME_MS + 1000);
    expect(await people().inviteFor(invite.token)).toBeNull();
    expect(await people().accept(invite.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'invalid-token' });
    expect(await people().invite('admin@example.com', 'editor', adminId)).toEqual({ ok: false, reason: 'exists' });
    expect(await people().invite('not an email', 'editor', adminId)).toEqual({ ok: false, reason: 'invalid-email' });
    expect(await people().inviteFor('x'.repeat(43))).toBeNull();
  });

  it('keeps one open invitation per address: a second one replaces the first and revokes its link', async () => {
    const first = await people().invite('twice@example.com', 'author', adminId);
    if (!first.ok) throw new Error('invite refused');
    expect(first.replaced).toBe(false);
    const second = await people().invite('Twice@Example.com', 'editor', adminId);
    if (!second.ok) throw new Error('invite refused');
    expect(second.replaced).toBe(true);
    expect(await people().pendingInvites()).toMatchObject([{ email: 'twice@example.com', role: 'editor' }]);
    expect(await people().inviteFor(first.token)).toBeNull();
    expect(await people().accept(first.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'invalid-token' });
    expect(await people().accept(second.token, 'a long enough passphrase')).toMatchObject({ ok: true, user: { role: 'editor' } });
    // An expired one is cleared too, but replaces nothing the admin could still see.
    const late = await people().invite('late-again@example.com', 'author', adminId);
    clock = new Date(clock.getTime() + INVITE_LIFETIME_MS + 1000);
    expect(late.ok && (await people().invite('late-again@example.com', 'author', adminId))).toMatchObject({ ok: true, replaced: false });
    expect(await handle.db.select().from(userInvites).where(eq(userInvites.email, 'late-again@example.com'))).toHaveLength(1);
  });

  it('leaves one open invitation when two for one address are made at the same moment', async () => {
    const results = await Promise.all(['author', 'editor'].map((role) => people().invite('same@example.com', role as 'author' | 'editor', adminId)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(await people().pendingInvites()).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous uses of an invitation create the account', async () => {
    const invite = await people().invite('race@example.com', 'author', adminId);
    if (!invite.ok) throw new Error('invite refused');
    const results = await Promise.all([1, 2].map(() => people().accept(invite.token, 'a long enough passphrase')));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('deactivating ends every session of the account at once, and reactivating lets it sign in again', async () => {
    const [editor] = await handle.db.insert(users).values({ email: 'ed@example.com', passwordHash: 'x', role: 'editor' }).returning();
    const sessionStore = createSessionStore(database);
    const token = await sessionStore.createSession(editor!.id, { ip: '127.0.0.1', userAgent: 'test' });
    expect(await sessionStore.validateSession(token)).not.toBeNull();
    expect(await people().setActive(editor!.id, false)).toEqual({ ok: true });
    expect(await sessionStore.validateSession(token)).toBeNull();
    expect(await handle.db.select().from(sessions)).toHaveLength(0);
    expect((await people().list()).find((person) => person.id === editor!.id)?.deactivated).toBe(true);
    expect(await people().setActive(editor!.id, true)).toEqual({ ok: true });
    expect((await people().list()).find((person) => person.id === editor!.id)?.deactivated).toBe(false);
  });

  it('never leaves the site without an active admin', async () => {
    expect(await people().setRole(adminId, 'editor')).toEqual({ ok: false, reason: 'last-admin' });
    expect(await people().setActive(adminId, false)).toEqual({ ok: false, reason: 'last-admin' });
    const [second] = await handle.db.insert(users).values({ email: 'second@example.com', passwordHash: 'x', role: 'admin' }).returning();
    expect(await people().setRole(adminId, 'editor')).toEqual({ ok: true });
    expect(await people().setActive(second!.id, false)).toEqual({ ok: false, reason: 'last-admin' });
    expect(await people().setRole(9999, 'editor')).toEqual({ ok: false, reason: 'not-found' });
  });
});
