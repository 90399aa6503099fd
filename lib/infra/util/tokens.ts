/**
 * The random tokens that cookies carry (sessions, trusted devices). The database keeps only their
 * SHA-256, so a leaked table or backup does not let anyone use them.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** 32 bytes in base64url, no padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** Hex SHA-256, as the database stores it. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a value from a cookie could be one of our tokens (anything else is not worth a query). */
export const isWellFormedToken = (token: string | null | undefined): token is string =>
  typeof token === 'string' && TOKEN_PATTERN.test(token);
