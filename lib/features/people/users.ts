/**
 * Admin-area accounts. Emails are compared and stored lower-cased; passwords only as argon2id
 * hashes.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod';
import type { Database } from '@/lib/infra/db/client';
import { getDatabase } from '@/lib/infra/db';
import { users } from './tables';
import { getEnv } from '@/lib/infra/env.mjs';
import { log } from '@/lib/infra/log.mjs';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './password';
import type { AuthUser, Role } from './shared/types';

export interface StoredUser extends AuthUser {
  passwordHash: string;
  /** An admin deactivated the account: it cannot sign in. */
  deactivated: boolean;
}

export interface NewUser {
  email: string;
  password: string;
  role: Role;
}

export class UserExistsError extends Error {
  constructor(readonly email: string) {
    super(`An account for ${email} already exists.`);
    this.name = 'UserExistsError';
  }
}

export class InvalidUserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidUserError';
  }
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

const emailSchema = z.email().max(320);

/** Why an email cannot name a new account, or null. */
export function emailProblem(email: string): string | null {
  return emailSchema.safeParse(normalizeEmail(email)).success ? null : `"${email}" is not an email address.`;
}

/** Why a password cannot be a new account's, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  return null;
}

const storedColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  passwordHash: users.passwordHash,
  deactivated: sql<boolean>`${users.deactivatedAt} is not null`,
};

export interface UserStore {
  /** Throws `InvalidUserError` (bad email, password too short or long) or `UserExistsError`. */
  createUser(user: NewUser): Promise<AuthUser>;
  findUserByEmail(email: string): Promise<StoredUser | null>;
  /** Replaces a password hash (a rehash with today's parameters). */
  updatePasswordHash(userId: number, passwordHash: string): Promise<void>;
}

export function createUserStore(getDb: () => Promise<Database>): UserStore {
  return {
    async createUser({ email, password, role }) {
      const problem = emailProblem(email) ?? passwordProblem(password);
      if (problem) throw new InvalidUserError(problem);
      const normalized = normalizeEmail(email);
      const db = await getDb();
      const [created] = await db
        .insert(users)
        .values({ email: normalized, passwordHash: await hashPassword(password), role })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id, email: users.email, role: users.role });
      if (!created) throw new UserExistsError(normalized);
      return created;
    },

    async findUserByEmail(email) {
      const db = await getDb();
      const [row] = await db.select(storedColumns).from(users).where(eq(users.email, normalizeEmail(email))).limit(1);
      return row ?? null;
    },

    async updatePasswordHash(userId, passwordHash) {
      const db = await getDb();
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
    },
  };
}

/** The account store on the site's database (opened on first use). */
export function userStore(): UserStore {
  return createUserStore(getDatabase);
}

export type EnsureAdminOutcome = 'created' | 'exists' | 'not-configured';

/**
 * Creates the admin named by ADMIN_EMAIL / ADMIN_PASSWORD when no account has that email. An
 * existing account is left exactly as it is (password and role): the environment is for the first
 * start, and changing a password there must not silently reset one set since.
 */
export async function ensureAdmin(
  store: UserStore,
  credentials: { email?: string; password?: string },
): Promise<EnsureAdminOutcome> {
  const { email, password } = credentials;
  if (!email || !password) return 'not-configured';
  // Checked first so that a normal start does not pay for hashing.
  if (await store.findUserByEmail(email)) return 'exists';
  try {
    await store.createUser({ email, password, role: 'admin' });
    return 'created';
  } catch (error) {
    // Another instance created it between the check and the insert.
    if (error instanceof UserExistsError) return 'exists';
    throw error;
  }
}

const ENSURED = Symbol.for('otailo.admin-ensured');
type Holder = { [ENSURED]?: Promise<EnsureAdminOutcome> };

/**
 * `ensureAdmin` with the configured ADMIN_EMAIL / ADMIN_PASSWORD, once per process (again after a
 * failure, e.g. the database was down at start). Called at server start and before each sign-in.
 */
export function ensureAdminFromEnv(): Promise<EnsureAdminOutcome> {
  const holder = globalThis as Holder;
  holder[ENSURED] ??= (async () => {
    const env = getEnv();
    const outcome = await ensureAdmin(userStore(), { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (outcome === 'created') log.info('auth: created the admin account of ADMIN_EMAIL', { email: env.ADMIN_EMAIL });
    return outcome;
  })().catch((error: unknown) => {
    delete holder[ENSURED];
    throw error;
  });
  return holder[ENSURED];
}

/**
 * Locks an account's row until the caller's transaction ends (pass the transaction handle), so that
 * writes counted per account (a post's draft quota) take turns for one account.
 */
export async function lockAccount(tx: Database, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}
