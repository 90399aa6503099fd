import 'server-only';
import type { AuthResult, AuthUser } from './types';

/** The admin area's rule: a signed-in account with the admin role. */
export function authorizeAdmin(user: AuthUser | null): AuthResult {
  if (!user) return { ok: false, reason: 'signed-out' };
  if (user.role !== 'admin') return { ok: false, reason: 'forbidden' };
  return { ok: true, user };
}
