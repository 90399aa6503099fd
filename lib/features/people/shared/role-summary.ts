/**
 * What each role may do, area by area, read from the permission table (./permissions.ts) so the
 * descriptions shown where a role is chosen cannot drift from what the server allows.
 */
import { can, type Permission } from './permissions';
import type { Role } from './types';

/** The areas a role description speaks of, in the order it lists them. */
export const ROLE_AREAS = ['posts', 'stories', 'openings', 'pages', 'resources', 'integrations', 'media', 'settings', 'leads', 'newsletter', 'analytics', 'people'] as const;
export type RoleArea = (typeof ROLE_AREAS)[number];

/** `publish`: writes and publishes; `drafts`: writes own drafts and submits them for review; `manage`: full use; `none`. */
export const ROLE_ACCESS = ['publish', 'drafts', 'manage', 'none'] as const;
export type RoleAccess = (typeof ROLE_ACCESS)[number];

/** The permission that publishes each kind of content under the editorial workflow (stories and openings follow posts). */
const PUBLISH: Partial<Record<RoleArea, Permission>> = { posts: 'posts.publish', stories: 'posts.publish', openings: 'posts.publish', pages: 'pages.publish' };

export function accessTo(role: Role, area: RoleArea): RoleAccess {
  if (!can(role, area)) return 'none';
  const publish = PUBLISH[area];
  if (!publish) return 'manage';
  return can(role, publish) ? 'publish' : 'drafts';
}

/** A role's areas grouped by what it may do there, in ROLE_ACCESS order; empty groups left out. */
export function roleSummary(role: Role): { access: RoleAccess; areas: RoleArea[] }[] {
  return ROLE_ACCESS.map((access) => ({ access, areas: ROLE_AREAS.filter((area) => accessTo(role, area) === access) })).filter((group) => group.areas.length > 0);
}
