import 'server-only';
import type { Guarded, RawForm } from '@/lib/infra/http/server-action';
import { requireRole, requireRoleMutation } from './service';
import type { Permission } from './shared/permissions';
import type { AuthUser, Denied } from './shared/types';

/**
 * The role check of a server action, a step of its chain (`.use(signedInWith(…))`,
 * lib/infra/http/server-action.ts): the signed-in account must hold `permission`, and a change
 * must come from this site. The account is the action's context; `deny` answers anyone else.
 */
export function signedInWith<Result>(permission: Permission, deny: (reason: Denied, raw: RawForm) => Result, { change = true } = {}) {
  return async (raw: RawForm = {}): Promise<Guarded<AuthUser, Result>> => {
    const auth = change ? await requireRoleMutation(permission) : await requireRole(permission);
    return auth.ok ? { ok: true, context: auth.user } : { ok: false, answer: deny(auth.reason, raw) };
  };
}
