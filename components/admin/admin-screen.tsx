import type { Metadata } from 'next';
import type { ReactElement } from 'react';
import { getTranslations } from 'next-intl/server';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import type { Locale } from '@/lib/infra/routing/routing';
import { requireRole, type AuthUser } from '@/lib/features/people';
import type { Permission } from '@/lib/features/people/shared/permissions';
import type { Denied } from '@/lib/features/people/shared/types';
import { buildMetadata } from '@/lib/infra/seo/metadata';
import { AccessDenied } from './AccessDenied';

/** An admin page's props: the locale segment and the query string. */
export type AdminPageProps = LocaleParams & { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The `Admin` messages, as an admin screen hands them to its server components. */
export type AdminTranslator = Awaited<ReturnType<typeof getTranslations<'Admin'>>>;

/** A screen's title among the `Admin` messages: `auditTitle`, `join.title`. */
export type AdminTitleKey = Extract<Parameters<AdminTranslator>[0], `${string}Title` | `${string}.title`>;

/** What a screen the account may open starts from: the account and the `Admin` messages. */
export interface AdminScreen {
  ok: true;
  user: AuthUser;
  t: AdminTranslator;
}

/** Why the account may not open the screen, and the access-denied screen to render instead. */
export interface AdminRefusal {
  ok: false;
  reason: Denied;
  denied: ReactElement;
}

/**
 * The guard every admin screen opens with: the signed-in account must have `permission`, else the
 * access-denied screen (401 signed out, 403 forbidden). `path`, after the locale, is where "Go to
 * sign in" brings the account back; without it, sign-in leads to the dashboard.
 */
export async function guardAdminScreen(locale: Locale, permission: Permission, path?: string): Promise<AdminScreen | AdminRefusal> {
  const auth = await requireRole(permission);
  if (!auth.ok) {
    const next = path === undefined ? undefined : `/${locale}${path}`;
    return { ok: false, reason: auth.reason, denied: <AccessDenied locale={locale} reason={auth.reason} next={next} /> };
  }
  return { ok: true, user: auth.user, t: await getTranslations({ locale, namespace: 'Admin' }) };
}

/** An admin screen's `generateMetadata`: its title and `noindex`, at `path` after the locale. */
export function adminScreenMetadata(path: string, title: AdminTitleKey): (props: LocaleParams) => Promise<Metadata> {
  return async ({ params }) => {
    const locale = await localeOf(params);
    const t = await getTranslations({ locale, namespace: 'Admin' });
    return buildMetadata({ locale, path, title: t(title), description: '', index: false });
  };
}
