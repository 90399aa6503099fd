/**
 * Password hashing: argon2id with OWASP's minimum parameters (m=19 MiB, t=2, p=1), in the PHC
 * string format, so that hashes made with other parameters still verify and can be upgraded.
 */
import 'server-only';
import argon2 from 'argon2';

export const PASSWORD_HASH_PARAMS = {
  type: argon2.argon2id,
  /** KiB. */
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Shorter passwords are refused when an account is created (ADMIN_PASSWORD has the same rule). */
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './shared/password-rules';

/**
 * A hash of a random string nobody knows, with the parameters above (a test keeps them in step). A
 * sign-in for an unknown email is checked against it, so that it costs what a wrong password costs
 * and the time taken does not tell which addresses have accounts.
 */
export const DUMMY_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,p=1,t=2$Nca5DVHYwZ62l5dElFtmWA$NVERyhARQF/PK9na+k8bZws+p+51J/COzgazpphov4k';

export function hashPassword(plain: string): Promise<string> {
  return argon2.hash(plain, PASSWORD_HASH_PARAMS);
}

/** False for a wrong password, and for a stored hash that is not a valid argon2 PHC string. */
export async function verifyPassword(hash: string, plain: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Burns the time of one verification; always false. */
export async function verifyDummyPassword(plain: string): Promise<false> {
  await verifyPassword(DUMMY_PASSWORD_HASH, plain);
  return false;
}

/** True when a stored hash was made with other parameters than today's (rehash it at the next sign-in). */
export function passwordNeedsRehash(hash: string): boolean {
  try {
    return !hash.startsWith('$argon2id$') || argon2.needsRehash(hash, PASSWORD_HASH_PARAMS);
  } catch {
    return true;
  }
}
