/**
 * Accounts of the admin area: sign-in, sessions, roles and permissions, invitations.
 * The feature's door: other features and the app's server code import from here only (browser
 * code imports ./shared and ./actions).
 */
import 'server-only';
export { sessionCookieName } from './cookie';
export { DRAFT_MODE_COOKIE, draftModeAllowed } from './draft-mode';
export { verifyPassword } from './password';
export { peopleStore } from './people.server';
export type { ClosedInvite, PendingInvite, Person } from './people';
export { currentUser, requireRole, requireRoleMutation } from './service';
export type { AuthUser } from './service';
export { UserExistsError, createUserStore, emailProblem, ensureAdminFromEnv, lockAccount, normalizeEmail, passwordProblem } from './users';
export { signedInWith } from './action-guard';
