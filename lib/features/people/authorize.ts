import 'server-only';
import { can, type Permission } from './shared/permissions';
import type { AuthResult, AuthUser } from './shared/types';

/** A signed-in account whose role has the permission (lib/features/people/shared/permissions.ts). */
export function authorize(user: AuthUser | null, permission: Permission): AuthResult {
  if (!user) return { ok: false, reason: 'signed-out' };
  if (!can(user.role, permission)) return { ok: false, reason: 'forbidden' };
  return { ok: true, user };
}

/** The admin area's rule for admins only (leads, people, audit log). */
export function authorizeAdmin(user: AuthUser | null): AuthResult {
  return authorize(user, 'people');
}
