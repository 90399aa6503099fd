import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { sessions, userInvites, users } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { CLOSED_KEPT_MS, createPeopleStore, INVITE_LIFETIME_MS, INVITE_SENDS_PER_DAY, type ResendResult } from './people';
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
    expect((await people().pendingInvites()).rows).toMatchObject([{ email: 'new.author@example.com', role: 'author', invitedBy: 'admin@example.com', sentAt: clock.toISOString(), expired: false }]);
    // The token itself is not stored.
    const [stored] = await handle.db.select().from(userInvites);
    expect(JSON.stringify(stored)).not.toContain(invite.token);

    expect(await people().accept(invite.token, 'short')).toMatchObject({ ok: false, reason: 'weak-password' });
    const accepted = await people().accept(invite.token, 'a long enough passphrase');
    expect(accepted).toMatchObject({ ok: true, user: { email: 'new.author@example.com', role: 'author' } });
    // One time only, even for the same password; the link then says it was used.
    expect(await people().accept(invite.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'used' });
    expect(await people().lookUp(invite.token)).toEqual({ open: false, reason: 'used' });
    expect(await people().pendingInvites()).toEqual({ rows: [], total: 0 });
  });

  it('refuses an invitation once it has expired, and one for an existing account', async () => {
    const invite = await people().invite('late@example.com', 'editor', adminId);
    if (!invite.ok) throw new Error('invite refused');
    clock = new Date(clock.getTime() + INVITE_LIFETIME_MS + 1000);
    expect(await people().lookUp(invite.token)).toEqual({ open: false, reason: 'expired' });
    expect(await people().accept(invite.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'expired' });
    // Still listed (marked expired), to be resent or revoked.
    expect((await people().pendingInvites()).rows).toMatchObject([{ email: 'late@example.com', expired: true }]);
    expect(await people().invite('admin@example.com', 'editor', adminId)).toEqual({ ok: false, reason: 'exists' });
    expect(await people().invite('not an email', 'editor', adminId)).toEqual({ ok: false, reason: 'invalid-email' });
    expect(await people().lookUp('x'.repeat(43))).toEqual({ open: false, reason: 'invalid-token' });
    expect(await people().lookUp('not a token')).toEqual({ open: false, reason: 'invalid-token' });
  });

  it('keeps one open invitation per address: a second one replaces the first and revokes its link', async () => {
    const first = await people().invite('twice@example.com', 'author', adminId);
    if (!first.ok) throw new Error('invite refused');
    expect(first.replaced).toBe(false);
    const second = await people().invite('Twice@Example.com', 'editor', adminId);
    if (!second.ok) throw new Error('invite refused');
    expect(second.replaced).toBe(true);
    expect((await people().pendingInvites()).rows).toMatchObject([{ email: 'twice@example.com', role: 'editor' }]);
    expect(await people().lookUp(first.token)).toEqual({ open: false, reason: 'replaced' });
    expect(await people().accept(first.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'replaced' });
    expect(await people().accept(second.token, 'a long enough passphrase')).toMatchObject({ ok: true, user: { role: 'editor' } });
    // An expired one is closed too, but replaced no working link.
    const late = await people().invite('late-again@example.com', 'author', adminId);
    clock = new Date(clock.getTime() + INVITE_LIFETIME_MS + 1000);
    expect(late.ok && (await people().invite('late-again@example.com', 'author', adminId))).toMatchObject({ ok: true, replaced: false });
    const rows = await handle.db.select().from(userInvites).where(eq(userInvites.email, 'late-again@example.com'));
    expect(rows.map((row) => row.revokeReason ?? 'open').sort()).toEqual(['open', 'replaced']);
  });

  it('leaves one open invitation when two for one address are made at the same moment', async () => {
    const results = await Promise.all(['author', 'editor'].map((role) => people().invite('same@example.com', role as 'author' | 'editor', adminId)));
    expect(results.every((result) => result.ok)).toBe(true);
    expect((await people().pendingInvites()).rows).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous uses of an invitation create the account', async () => {
    const invite = await people().invite('race@example.com', 'author', adminId);
    if (!invite.ok) throw new Error('invite refused');
    const results = await Promise.all([1, 2].map(() => people().accept(invite.token, 'a long enough passphrase')));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });

  it('resends an invitation with a new link: the old one is refused as replaced, the new one joins', async () => {
    const first = await people().invite('again@example.com', 'editor', adminId);
    if (!first.ok) throw new Error('invite refused');
    const [pending] = (await people().pendingInvites()).rows;
    clock = new Date(clock.getTime() + 60_000);
    const resent = await people().resend(pending!.id);
    if (!resent.ok) throw new Error('resend refused');
    expect(resent).toMatchObject({ email: 'again@example.com', role: 'editor', replaced: true });
    expect(resent.token).not.toBe(first.token);
    expect(resent.expiresAt.getTime()).toBe(clock.getTime() + INVITE_LIFETIME_MS);
    // Listed once, with the new sending time and the original inviter.
    expect((await people().pendingInvites()).rows).toMatchObject([{ email: 'again@example.com', role: 'editor', invitedBy: 'admin@example.com', sentAt: clock.toISOString() }]);
    expect(await people().accept(first.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'replaced' });
    // The replaced invitation cannot be resent again: only the latest is open.
    expect(await people().resend(pending!.id)).toEqual({ ok: false, reason: 'not-found' });
    expect(await people().accept(resent.token, 'a long enough passphrase')).toMatchObject({ ok: true, user: { email: 'again@example.com', role: 'editor' } });
    expect(await handle.db.select().from(users).where(eq(users.email, 'again@example.com'))).toHaveLength(1);
  });

  it('bounds the invitations one address is sent in a day, resends included', async () => {
    let invite: ResendResult = await people().invite('flood@example.com', 'author', adminId);
    for (let sent = 1; sent < INVITE_SENDS_PER_DAY; sent += 1) {
      const [pending] = (await people().pendingInvites()).rows;
      invite = await people().resend(pending!.id);
      expect(invite.ok).toBe(true);
    }
    const [pending] = (await people().pendingInvites()).rows;
    expect(await people().resend(pending!.id)).toEqual({ ok: false, reason: 'rate-limited' });
    expect(await people().invite('flood@example.com', 'author', adminId)).toEqual({ ok: false, reason: 'rate-limited' });
    // The last link still works; a day later the address may be sent another.
    expect(invite.ok && (await people().lookUp(invite.token))).toMatchObject({ open: true });
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000 + 1000);
    expect(await people().resend(pending!.id)).toMatchObject({ ok: true });
  });

  it('forgets closed invitations after CLOSED_KEPT_MS, when a new one is made; open and recent ones stay', async () => {
    const old = await people().invite('old@example.com', 'author', adminId);
    const [oldRow] = (await people().pendingInvites()).rows;
    await people().revoke(oldRow!.id);
    await people().invite('stale@example.com', 'author', adminId); // never used: expires
    clock = new Date(clock.getTime() + CLOSED_KEPT_MS - 60_000);
    const recent = await people().invite('recent@example.com', 'editor', adminId);
    const [recentRow] = (await people().pendingInvites()).rows;
    await people().revoke(recentRow!.id);
    clock = new Date(clock.getTime() + 120_000);
    const open = await people().invite('new@example.com', 'author', adminId);
    expect((await handle.db.select({ email: userInvites.email }).from(userInvites)).map((row) => row.email).sort()).toEqual(['new@example.com', 'recent@example.com']);
    expect(old.ok && (await people().lookUp(old.token))).toMatchObject({ open: false, reason: 'invalid-token' });
    expect(recent.ok && (await people().lookUp(recent.token))).toMatchObject({ open: false, reason: 'revoked' });
    expect(open.ok && (await people().lookUp(open.token))).toMatchObject({ open: true });
  });

  it('revokes an invitation: its link is refused as revoked, and it leaves the pending list', async () => {
    const invite = await people().invite('gone@example.com', 'author', adminId);
    if (!invite.ok) throw new Error('invite refused');
    const [pending] = (await people().pendingInvites()).rows;
    expect(await people().revoke(pending!.id)).toEqual({ ok: true, email: 'gone@example.com' });
    expect(await people().lookUp(invite.token)).toEqual({ open: false, reason: 'revoked' });
    expect(await people().accept(invite.token, 'a long enough passphrase')).toEqual({ ok: false, reason: 'revoked' });
    expect(await handle.db.select().from(users).where(eq(users.email, 'gone@example.com'))).toHaveLength(0);
    expect((await people().pendingInvites()).rows).toEqual([]);
    // Twice, or after use: nothing to revoke; nor can a revoked one be resent.
    expect(await people().revoke(pending!.id)).toEqual({ ok: false, reason: 'not-found' });
    expect(await people().resend(pending!.id)).toEqual({ ok: false, reason: 'not-found' });
    const used = await people().invite('used@example.com', 'author', adminId);
    if (!used.ok) throw new Error('invite refused');
    const [open] = (await people().pendingInvites()).rows;
    await people().accept(used.token, 'a long enough passphrase');
    expect(await people().revoke(open!.id)).toEqual({ ok: false, reason: 'not-found' });
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

  it('remembers the language of the screens a person works in, writing only when it changes, and the session carries it', async () => {
    const sessionStore = createSessionStore(database);
    const token = await sessionStore.createSession(adminId, { ip: '127.0.0.1', userAgent: 'test' });
    expect((await sessionStore.validateSession(token))?.user.locale).toBeNull();
    expect(await people().rememberLocale(adminId, 'es')).toBe(true);
    expect(await people().rememberLocale(adminId, 'es')).toBe(false);
    expect((await people().list()).find((person) => person.id === adminId)?.locale).toBe('es');
    expect((await sessionStore.validateSession(token))?.user.locale).toBe('es');
    await expect(handle.db.update(users).set({ locale: 'fr' as 'en' }).where(eq(users.id, adminId))).rejects.toThrow();
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
