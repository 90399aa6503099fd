import { getTranslations } from 'next-intl/server';
import { adminScreenMetadata, type AdminPageProps } from '@/components/admin/admin-screen';
import { JoinForm } from '@/components/admin/people/JoinForm.client';
import { AdminHeading } from '@/components/page/AdminHeading';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { peopleStore } from '@/lib/features/people';
import { localeOf } from '@/lib/infra/routing/locale-params';

export const generateMetadata = adminScreenMetadata('/manage/join', 'join.title');

/**
 * An invitation's page (`?token=`, kept out of the path: the access log writes paths only): set a
 * password and join with the invited role, or why the link no longer works.
 */
export default async function JoinPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const t = await getTranslations({ locale, namespace: 'Admin' });
  const { token } = await searchParams;
  const invite = typeof token === 'string' ? await peopleStore().inviteFor(token.slice(0, 100)) : null;
  return (
    <div className="mx-auto max-w-md rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <AdminHeading>{t('join.title')}</AdminHeading>
      {invite && typeof token === 'string' ? (
        <>
          <p className="mt-2 mb-6 text-ink-600">{t('join.lead', { email: invite.email, role: t(`people.roles.${invite.role}`) })}</p>
          <JoinForm locale={locale} token={token} email={invite.email} />
        </>
      ) : (
        <div role="alert">
          <HttpStatus code={404} />
          <p className="mt-4 text-ink-700">{t('join.invalid')}</p>
        </div>
      )}
    </div>
  );
}
