import 'server-only';
/** What the People page's actions share. */
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';
import { type AssignableRole, type ChangeResult } from '@/lib/features/people/people';
import { formText } from '@/lib/infra/http/form-data';
import { parseSerialId } from '@/lib/infra/util/ids';

export const isAssignable = (role: string): role is AssignableRole => (ASSIGNABLE_ROLES as readonly string[]).includes(role);

/** `?people=` after a change: what it did. */
export type PeopleOutcome = 'updated' | 'last-admin' | 'not-found';

export function outcome(result: ChangeResult): PeopleOutcome {
  return result.ok ? 'updated' : result.reason;
}

/** The account a form names, or 0 (no account has it). */
export function accountId(data: FormData): number {
  return parseSerialId(formText(data, 'user')) ?? 0;
}
