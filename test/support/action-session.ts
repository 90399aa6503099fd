/**
 * What a server action's test puts in place of the request: the site's database (a fresh one the
 * test holds) and the session (the account the test signs in as; the real role step reads a
 * cookie). Used from `vi.mock` factories, with the state from `vi.hoisted`:
 *   vi.mock('@/lib/infra/db', async () => (await import('@/test/support/action-session')).testDatabase(state));
 */
import type { DatabaseHandle } from '@/lib/infra/db/client';
import type { Permission } from '@/lib/features/people/shared/permissions';
import type { AuthUser } from '@/lib/features/people/shared/types';

export interface ActionTestState {
  handle: DatabaseHandle | undefined;
  user: AuthUser | null;
}

/** `@/lib/infra/db` answering with the test's database. */
export const testDatabase = (state: ActionTestState) => ({
  getDatabase: async () => state.handle!.db,
  getDatabaseHandle: async () => state.handle!,
});

/** `@/lib/features/people` as it is, but `signedInWith` lets in the test's account when its role holds the permission. */
export async function testSession(original: () => Promise<object>, state: ActionTestState) {
  const { can } = await import('@/lib/features/people/shared/permissions');
  return {
    ...(await original()),
    signedInWith:
      <R,>(permission: Permission, deny: (reason: 'signed-out' | 'forbidden', raw: object) => R) =>
      async (raw: object = {}) =>
        state.user && can(state.user.role, permission) ? { ok: true, context: state.user } : { ok: false, answer: deny(state.user ? 'forbidden' : 'signed-out', raw) },
  };
}
