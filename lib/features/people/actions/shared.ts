import 'server-only';
import { redirect } from 'next/navigation';
import * as z from 'zod/mini';
import { localeField, serialIdField } from '@/lib/infra/http/form-fields';
import type { RawForm } from '@/lib/infra/http/server-action';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';
import type { ChangeResult } from '@/lib/features/people/people';

/** What the People page's actions share. */

/** A role an admin may give (a missing or unknown one reads as none). */
export const roleField = z.catch(z.nullable(z.enum(ASSIGNABLE_ROLES)), null);

/** The fields of a change to an account on the People page. */
export const accountChange = { locale: localeField, user: serialIdField };

/** `?people=` after a change: what it did (`revoked`/`invite-gone`: an invitation withdrawn, or one that had closed already). */
export type PeopleOutcome = 'updated' | 'last-admin' | 'not-found' | 'revoked' | 'invite-gone';

export function outcome(result: ChangeResult): PeopleOutcome {
  return result.ok ? 'updated' : result.reason;
}

/** Someone who may not change accounts goes back to the admin area's start. */
export const backToManage = (_reason: unknown, raw: RawForm): never => redirect(`/${raw.locale === 'es' ? 'es' : 'en'}/manage`);
