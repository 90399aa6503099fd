import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/lib/infra/db/client';
import { users } from './tables';
import { freshDatabase, testBackends } from '@/test/databases';
import { verifyPassword } from './password';
import { createUserStore, ensureAdmin, InvalidUserError, UserExistsError, type UserStore } from './users';

describe.each(testBackends())('user store on %s', (backend) => {
  let handle: DatabaseHandle;
  let store: UserStore;

  beforeAll(async () => {
    handle = await freshDatabase(backend);
    store = createUserStore(async () => handle.db);
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await handle.db.delete(users);
  });

  it('creates an account with a lower-cased email and an argon2id hash', async () => {
    const user = await store.createUser({ email: '  Ada@Example.COM ', password: 'correct horse battery', role: 'admin' });
    expect(user).toEqual({ id: expect.any(Number), email: 'ada@example.com', role: 'admin' });
    const [row] = await handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.passwordHash).not.toContain('correct horse battery');
    expect(await verifyPassword(row!.passwordHash, 'correct horse battery')).toBe(true);
    expect(row!.createdAt).toBeInstanceOf(Date);
  });

  it('finds an account by email whatever its case', async () => {
    const user = await store.createUser({ email: 'ada@example.com', password: 'correct horse battery', role: 'user' });
    expect(await store.findUserByEmail('ADA@example.com ')).toMatchObject({ id: user.id, role: 'user' });
    expect(await store.findUserByEmail('bob@example.com')).toBeNull();
  });

  it('refuses a second account for the same email, in any case, even concurrently', async () => {
    await store.createUser({ email: 'ada@example.com', password: 'correct horse battery', role: 'admin' });
    await expect(store.createUser({ email: 'ADA@example.com', password: 'another password!', role: 'user' })).rejects.toBeInstanceOf(
      UserExistsError,
    );
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => store.createUser({ email: 'bob@example.com', password: 'correct horse battery', role: 'user' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await handle.db.$count(users)).toBe(2);
  });

  it('refuses bad emails and short or huge passwords', async () => {
    await expect(store.createUser({ email: 'not-an-email', password: 'correct horse battery', role: 'admin' })).rejects.toThrow(
      InvalidUserError,
    );
    await expect(store.createUser({ email: 'ada@example.com', password: 'elevenchars', role: 'admin' })).rejects.toThrow(
      /at least 12 characters/,
    );
    await expect(store.createUser({ email: 'ada@example.com', password: 'x'.repeat(257), role: 'admin' })).rejects.toThrow(
      /at most 256/,
    );
    expect(await handle.db.$count(users)).toBe(0);
  });

  it('keeps emails lower-cased and roles known in the database itself', async () => {
    await expect(handle.db.insert(users).values({ email: 'Ada@example.com', passwordHash: 'x', role: 'admin' })).rejects.toThrow();
    await expect(
      handle.db.insert(users).values({ email: 'ada@example.com', passwordHash: 'x', role: 'root' as 'admin' }),
    ).rejects.toThrow();
  });

  it('creates the configured admin once and never overwrites an existing account', async () => {
    expect(await ensureAdmin(store, {})).toBe('not-configured');
    expect(await ensureAdmin(store, { email: 'Admin@Example.com', password: 'first password!' })).toBe('created');
    expect(await ensureAdmin(store, { email: 'admin@example.com', password: 'first password!' })).toBe('exists');
    // A changed ADMIN_PASSWORD does not reset the password.
    expect(await ensureAdmin(store, { email: 'admin@example.com', password: 'changed password!' })).toBe('exists');
    const admin = await store.findUserByEmail('admin@example.com');
    expect(admin).toMatchObject({ role: 'admin' });
    expect(await verifyPassword(admin!.passwordHash, 'first password!')).toBe(true);
    expect(await verifyPassword(admin!.passwordHash, 'changed password!')).toBe(false);
    expect(await handle.db.$count(users)).toBe(1);
  });

  it('leaves an existing non-admin account with that email as it is', async () => {
    await store.createUser({ email: 'ada@example.com', password: 'correct horse battery', role: 'user' });
    expect(await ensureAdmin(store, { email: 'ada@example.com', password: 'another password!' })).toBe('exists');
    expect(await store.findUserByEmail('ada@example.com')).toMatchObject({ role: 'user' });
  });

  it('creates the admin once when instances start together', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 3 }, () => ensureAdmin(store, { email: 'admin@example.com', password: 'first password!' })),
    );
    expect(outcomes.filter((outcome) => outcome === 'created')).toHaveLength(1);
    expect(await handle.db.$count(users)).toBe(1);
  });

  it('replaces a password hash', async () => {
    const user = await store.createUser({ email: 'ada@example.com', password: 'correct horse battery', role: 'admin' });
    await store.updatePasswordHash(user.id, 'new-hash');
    expect((await store.findUserByEmail('ada@example.com'))!.passwordHash).toBe('new-hash');
  });
});
