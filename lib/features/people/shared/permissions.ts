/**
 * What each role may do in the admin area. Pages, server actions and route handlers ask for a
 * permission (lib/features/people/service.ts `requireRole` / `requireRoleMutation`); which posts and stories an
 * author may touch is the workflow's rule (lib/features/publishing/shared/workflow.ts `mayEditEntry`).
 *
 * | permission     | admin | editor | author |
 * |----------------|-------|--------|--------|
 * | posts          |   ✓   |   ✓    |   ✓ (own drafts, review) |
 * | posts.publish  |   ✓   |   ✓    |        |
 * | stories        |   ✓   |   ✓    |   ✓ (own drafts, review) |
 * | openings       |   ✓   |   ✓    |   ✓ (own drafts, review) |
 * | applications   |   ✓   |   ✓    |        |
 * | pages          |   ✓   |   ✓    |   ✓ (own drafts, review) |
 * | pages.publish  |   ✓   |   ✓    |        |
 * | review         |   ✓   |   ✓    |        |
 * | experiments    |   ✓   |   ✓    |        |
 * | experiments.run|   ✓   |        |        |
 * | integrations   |   ✓   |   ✓    |        |
 * | resources      |   ✓   |   ✓    |        |
 * | leads          |   ✓   |        |        |
 * | people         |   ✓   |        |        |
 * | audit          |   ✓   |        |        |
 * | bookings       |   ✓   |        |        |
 * | trust          |   ✓   |   ✓    |        |
 * | redirects      |   ✓   |   ✓    |        |
 * | settings       |   ✓   |   ✓    |        |
 * | media          |   ✓   |   ✓    |        |
 * | newsletter     |   ✓   |        |        |
 * | newsletter.digest | ✓  |   ✓    |        |
 * | analytics      |   ✓   |        |        |
 */
import { USER_ROLES } from '@/lib/infra/db/values';
import type { Role } from './types';

export const PERMISSIONS = {
  posts: ['admin', 'editor', 'author'],
  'posts.publish': ['admin', 'editor'],
  stories: ['admin', 'editor', 'author'],
  /** Job openings: the workflow decides who publishes and closes (editors and admins). */
  openings: ['admin', 'editor', 'author'],
  /** Job applications (personal data: names, CVs): reading them, downloading CVs, their status, deleting them. */
  applications: ['admin', 'editor'],
  /** Builder pages (lib/features/pages): an author drafts and submits their own new pages. */
  pages: ['admin', 'editor', 'author'],
  /** Publishing, scheduling, unpublishing, renaming and restoring pages, and the site's own pages. */
  'pages.publish': ['admin', 'editor'],
  /** The review queue (every kind in review) and sending an entry back to its author with a note. */
  review: ['admin', 'editor'],
  /** Experiments on pages (docs/experiments.md): preparing their variants, reading their results. */
  experiments: ['admin', 'editor'],
  /** Starting and stopping an experiment, declaring its winner. */
  'experiments.run': ['admin'],
  /** Integrations: the directory's partners and their pages (no workflow: editors publish directly). */
  integrations: ['admin', 'editor'],
  /** The resource library: guides and reports, their PDFs, their download counts (editors publish directly). */
  resources: ['admin', 'editor'],
  leads: ['admin'],
  people: ['admin'],
  audit: ['admin'],
  bookings: ['admin'],
  /** The trust center: compliance items, subprocessors, the DPA file. */
  trust: ['admin', 'editor'],
  /** Redirects and retired addresses, and the IndexNow pings. */
  redirects: ['admin', 'editor'],
  /** Site settings: the contact phone and email, social profiles, the demo button's label (draft, then publish). */
  settings: ['admin', 'editor'],
  /** The media library: uploading, describing (alt texts), replacing and deleting files. Anyone who edits pages may pick from it. */
  media: ['admin', 'editor'],
  /** The newsletter's subscribers (personal data: the list, the CSV), and sending or scheduling the digest. */
  newsletter: ['admin'],
  /** Preparing the next digest: its subjects, preheaders, introductions and posts, its preview, a test to oneself. */
  'newsletter.digest': ['admin', 'editor'],
  /** The first-party analytics dashboard (visits, funnel, Web Vitals) and its CSV files. */
  analytics: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The roles an admin may give on the People page (`user` is only the default of a bare account). */
export const ASSIGNABLE_ROLES = USER_ROLES.filter((role): role is Exclude<Role, 'user'> => role !== 'user');
