import { getTranslations } from 'next-intl/server';
import { adminScreenMetadata, type AdminPageProps } from '@/components/admin/admin-screen';
import { JoinForm } from '@/components/admin/people/JoinForm.client';
import { describeRoles } from '@/components/admin/people/role-rights';
import { RoleRightsList } from '@/components/admin/people/RoleRightsList';
import { AdminHeading } from '@/components/page/AdminHeading';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { peopleStore } from '@/lib/features/people';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';

export const generateMetadata = adminScreenMetadata('/manage/join', 'join.title');

/**
 * An invitation's page (`?token=`, kept out of the path: the access log writes paths only): set a
 * password and join with the invited role, or why the link no longer works (410 once it closed, 404 for no invitation).
 */
export default async function JoinPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const { token } = await searchParams;
  const found = typeof token === 'string' ? await peopleStore().lookUp(token.slice(0, 100)) : ({ open: false, reason: 'invalid-token' } as const);
  return (
    <div className="mx-auto max-w-md rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <AdminHeading>{t('join.title')}</AdminHeading>
      {found.open && typeof token === 'string' && found.invite.role !== 'user' ? (
        <>
          <p className="mt-2 text-ink-600">{t('join.lead', { email: found.invite.email, role: t(`people.roles.${found.invite.role}`) })}</p>
          <h2 className="mt-4 text-sm font-semibold text-ink-950">{t('join.rightsTitle', { role: t(`people.roles.${found.invite.role}`) })}</h2>
          <RoleRightsList lines={(await describeRoles(locale))[found.invite.role]} className="mt-1 mb-6 text-sm text-ink-700" />
          <JoinForm locale={locale} token={token} email={found.invite.email} />
        </>
      ) : (
        <div role="alert">
          <HttpStatus code={!found.open && found.reason === 'invalid-token' ? 404 : 410} />
          <p className="mt-4 text-ink-700">{t(`join.${found.open ? 'invalid' : found.reason === 'invalid-token' ? 'invalid' : found.reason}`)}</p>
          {!found.open && found.reason === 'used' && (
            <p className="mt-4">
              <Link href="/manage" locale={locale} className="btn btn-primary">
                {t('join.signIn')}
              </Link>
            </p>
          )}
        </div>
      )}
    </div>
  );
}
