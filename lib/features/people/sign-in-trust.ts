/**
 * Which sign-in attempts are trusted, so that failures from strangers never lock the real admin out
 * (OWASP "device cookie"): a browser that signed in to the account before and shows its device
 * cookie, or an address the account signed in from lately. Failures are still limited for trusted
 * attempts, just not by what others did (lib/features/people/sign-in.ts).
 */
import 'server-only';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Database } from '@/lib/infra/db/client';
import { getDatabase } from '@/lib/infra/db';
import { trustedAddresses, trustedDevices, users } from './tables';
import { hashToken, isWellFormedToken, newToken } from '@/lib/infra/util/tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A device cookie (and its row) lasts this long after the sign-in that issued it. */
export const DEVICE_TRUST_LIFETIME_MS = 90 * DAY_MS;
/** An address stays trusted this long after the account's last successful sign-in from it. */
export const ADDRESS_TRUST_LIFETIME_MS = 30 * DAY_MS;

export interface SignInTrustStore {
  /** The trusted device behind a device-cookie token when it is unexpired and bound to this email's account; else null. */
  findDevice(token: string | null | undefined, email: string): Promise<number | null>;
  /** Whether the account signed in from this address key within ADDRESS_TRUST_LIFETIME_MS. */
  isTrustedAddress(email: string, address: string): Promise<boolean>;
  /**
   * After a successful sign-in: remembers the address (when given) and replaces the browser's device
   * token, whichever account it was for, with a new one for this account. Returns the new token.
   */
  trustAfterSignIn(userId: number, client: { address: string | null; previousDeviceToken?: string | null }): Promise<string>;
  /** Ends a device's trust (too many failed attempts with its cookie). */
  revokeDevice(deviceId: number): Promise<void>;
  /** Deletes the devices and addresses whose trust has run out. */
  purgeExpired(): Promise<void>;
}

export interface SignInTrustStoreOptions {
  /** The clock (tests move it). */
  now?: () => Date;
}

const later = (date: Date, ms: number) => new Date(date.getTime() + ms);

type OpenDatabase = () => Promise<Database>;
type Now = () => Date;

export function createSignInTrustStore(getDb: OpenDatabase, options: SignInTrustStoreOptions = {}): SignInTrustStore {
  const now = options.now ?? (() => new Date());
  return {
    findDevice: (token, email) => findDevice(getDb, now, token, email),
    isTrustedAddress: (email, address) => isTrustedAddress(getDb, now, email, address),
    trustAfterSignIn: (userId, client) => trustAfterSignIn(getDb, now, userId, client),
    revokeDevice: (deviceId) => revokeDevice(getDb, deviceId),
    purgeExpired: () => purgeExpired(getDb, now),
  };
}

async function findDevice(getDb: OpenDatabase, now: Now, token: string | null | undefined, email: string): Promise<number | null> {
  if (!isWellFormedToken(token) || !email) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: trustedDevices.id })
    .from(trustedDevices)
    .innerJoin(users, eq(users.id, trustedDevices.userId))
    .where(and(eq(trustedDevices.tokenHash, hashToken(token)), eq(users.email, email), gt(trustedDevices.expiresAt, now())))
    .limit(1);
  return row?.id ?? null;
}

async function isTrustedAddress(getDb: OpenDatabase, now: Now, email: string, address: string): Promise<boolean> {
  if (!email || !address) return false;
  const db = await getDb();
  const [row] = await db
    .select({ userId: trustedAddresses.userId })
    .from(trustedAddresses)
    .innerJoin(users, eq(users.id, trustedAddresses.userId))
    .where(
      and(
        eq(users.email, email),
        eq(trustedAddresses.address, address),
        gt(trustedAddresses.lastSignInAt, later(now(), -ADDRESS_TRUST_LIFETIME_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

async function trustAfterSignIn(
  getDb: OpenDatabase,
  now: Now,
  userId: number,
  { address, previousDeviceToken }: { address: string | null; previousDeviceToken?: string | null },
): Promise<string> {
  const db = await getDb();
  // Sign-ins are rare: a good moment to clear what has run out since the last one.
  await purgeExpired(getDb, now);
  if (isWellFormedToken(previousDeviceToken)) {
    await db.delete(trustedDevices).where(eq(trustedDevices.tokenHash, hashToken(previousDeviceToken)));
  }
  const token = newToken();
  const at = now();
  await db
    .insert(trustedDevices)
    .values({ tokenHash: hashToken(token), userId, createdAt: at, expiresAt: later(at, DEVICE_TRUST_LIFETIME_MS) });
  if (address) {
    await db
      .insert(trustedAddresses)
      .values({ userId, address, lastSignInAt: at })
      .onConflictDoUpdate({ target: [trustedAddresses.userId, trustedAddresses.address], set: { lastSignInAt: at } });
  }
  return token;
}

async function revokeDevice(getDb: OpenDatabase, deviceId: number): Promise<void> {
  const db = await getDb();
  await db.delete(trustedDevices).where(eq(trustedDevices.id, deviceId));
}

async function purgeExpired(getDb: OpenDatabase, now: Now): Promise<void> {
  const db = await getDb();
  const at = now();
  await db.delete(trustedDevices).where(lte(trustedDevices.expiresAt, at));
  await db.delete(trustedAddresses).where(lte(trustedAddresses.lastSignInAt, later(at, -ADDRESS_TRUST_LIFETIME_MS)));
}

/** The trust store on the site's database (opened on first use). */
export function signInTrustStore(): SignInTrustStore {
  return createSignInTrustStore(getDatabase);
}
