/**
 * Unique visitors without a cookie (the method Plausible documents): the hash of a random salt of
 * the UTC day, the site's host, the visitor's address and User-Agent, cut to 64 bits. The salt is
 * in the database so that every instance computes the same hash, and deleted once its day is over:
 * from then on nobody, the site included, can tell which address made a row. The address itself is
 * never stored or logged.
 */
import { createHash, randomBytes } from 'node:crypto';

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export function visitorHash(salt: string, host: string, address: string, userAgent: string): string {
  return createHash('sha256').update(`${salt}\n${host.toLowerCase()}\n${address}\n${userAgent}`).digest('hex').slice(0, 16);
}

export const newSalt = (): string => randomBytes(32).toString('hex');
