/**
 * What the admin UI handles: plain data, safe to import anywhere (no database, no `next/headers`).
 */
import type { USER_ROLES } from '@/lib/infra/db/values';
import type { Locale } from '@/lib/infra/routing/locales';

export type Role = (typeof USER_ROLES)[number];

/** The signed-in account, as pages and actions see it (never the password hash). */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  /** The language of the admin screens last signed in or saved from (null: never recorded); see users.locale. */
  locale?: Locale | null;
}

/** The answer of `requireAdmin()` / `requireAdminMutation()`. */
export type AuthResult =
  | { ok: true; user: AuthUser }
  /**
   * `signed-out`: no valid session (show the sign-in page or "You must be logged in as an admin");
   * `forbidden`: signed in without the admin role; `bad-origin`: a mutation sent from another site.
   */
  | { ok: false; reason: 'signed-out' | 'forbidden' | 'bad-origin' };

/** Why an action was refused to the requester (see AuthResult). */
export type Denied = Extract<AuthResult, { ok: false }>['reason'];

/** The answer of `signIn()`. `retryAfter` is in seconds. */
export type SignInResult =
  | { ok: true; user: AuthUser }
  | { ok: false; reason: 'invalid' | 'rate-limited'; retryAfter?: number };
