import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { guardAdminScreen, type AdminPageProps, type AdminTranslator } from '@/components/admin/admin-screen';
import { PostsList } from '@/components/admin/posts/PostsList';
import { SignInForm } from '@/components/admin/SignInForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import type { Locale } from '@/lib/infra/routing/routing';
import { can } from '@/lib/features/people/shared/permissions';
import type { Role } from '@/lib/features/people/shared/types';
import { localeOf, type LocaleParams } from '@/lib/infra/routing/locale-params';
import { pageMetadata } from '@/lib/infra/seo/metadata';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return pageMetadata(await localeOf(params), 'manage');
}

/** Sign-in for visitors; the dashboard for the team: every post for editors and admins, an author's own, searched, filtered, sorted and paged from the URL, with bulk actions. */
export default async function ManagePage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'posts');
  if (!screen.ok) return screen.reason === 'signed-out' ? <SignInScreen locale={locale} next={(await searchParams).next} /> : screen.denied;
  const { t, user } = screen;
  return (
    <>
      <DashboardHeader locale={locale} role={user.role} t={t} />
      <PostsList locale={locale} path="/manage" query={await searchParams} user={user} t={t} />
    </>
  );
}

/** The sign-in form; `next` is where a successful sign-in goes. */
async function SignInScreen({ locale, next }: { locale: Locale; next: string | string[] | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Admin' });
  return (
    <div className="mx-auto max-w-md rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <AdminHeading>{t('signInTitle')}</AdminHeading>
      <p className="mt-2 mb-6 text-ink-600">{t('signInLead')}</p>
      <SignInForm locale={locale} next={typeof next === 'string' ? next : ''} />
    </div>
  );
}

/** The dashboard's title, the leads inbox (for those who may see it) and "Add new post". */
function DashboardHeader({ locale, role, t }: { locale: Locale; role: Role; t: AdminTranslator }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <AdminHeading>{t('dashboardTitle')}</AdminHeading>
      <div className="flex flex-wrap gap-3">
        {can(role, 'leads') && (
          <Link locale={locale} href="/manage/leads" className="btn btn-secondary">
            {t('viewLeads')}
          </Link>
        )}
        <Link locale={locale} href="/manage/posts/new" className="btn btn-primary">
          {t('addNewPost')}
        </Link>
      </div>
    </div>
  );
}
