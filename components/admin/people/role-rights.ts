import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { ASSIGNABLE_ROLES } from '@/lib/features/people/shared/permissions';
import { roleSummary } from '@/lib/features/people/shared/role-summary';
import type { Locale } from '@/lib/infra/routing/routing';

export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];
/** Each assignable role's description, a sentence per kind of access ("Writes and publishes blog posts, …"). */
export type RoleRights = Record<AssignableRole, string[]>;

/** The roles' descriptions in `locale`, from the permission table; handed to the forms where a role is chosen. */
export async function describeRoles(locale: Locale): Promise<RoleRights> {
  const t = await getTranslations({ locale, namespace: 'Admin.people' });
  const format = await getFormatter({ locale });
  const describe = (role: AssignableRole) =>
    roleSummary(role).map(({ access, areas }) => t(`access.${access}`, { areas: format.list(areas.map((area) => t(`areas.${area}`)), { type: 'conjunction' }) }));
  return Object.fromEntries(ASSIGNABLE_ROLES.map((role) => [role, describe(role)])) as RoleRights;
}
