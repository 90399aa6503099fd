import 'server-only';
import type { Guarded, RawForm } from '@/lib/infra/http/server-action';
import { log } from '@/lib/infra/log.mjs';
import { locales, type Locale } from '@/lib/infra/routing/locales';
import { peopleStore } from './people.server';
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
    if (!auth.ok) return { ok: false, answer: deny(auth.reason, raw) };
    if (change) await rememberScreenLocale(auth.user, raw.locale);
    return { ok: true, context: auth.user };
  };
}

/**
 * A change made from a screen in another language than the one on record moves the person's mails to
 * it (users.locale): a write only then, and never the action's failure.
 */
export async function rememberScreenLocale(user: AuthUser, value: unknown): Promise<void> {
  if (!locales.includes(value as Locale) || user.locale === value) return;
  try {
    await peopleStore().rememberLocale(user.id, value as Locale);
  } catch (error) {
    log.warn('people: the screen language was not recorded', { error, user: user.id });
  }
}
