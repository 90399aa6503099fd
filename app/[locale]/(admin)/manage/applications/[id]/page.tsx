import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ApplicationFacts, ApplicationStatusForm, DeleteApplicationForm } from '@/components/admin/applications/ApplicationDetail';
import { AdminHeading } from '@/components/page/AdminHeading';
import { BackLink } from '@/components/sections/BackLink';
import { HttpStatus } from '@/components/seo/HttpStatus';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminApplications, deletionDate } from '@/lib/features/applications';
import { parseSerialId } from '@/lib/infra/util/ids';

type Props = AdminPageProps & { params: Promise<{ locale: string; id: string }> };

export const generateMetadata = adminScreenMetadata('/manage/applications', 'applicationTitle');

/** One application: what was sent, the CV, its status, deleting it. */
export default async function ApplicationPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const { id: rawId } = await params;
  const screen = await guardAdminScreen(locale, 'applications', `/manage/applications/${encodeURIComponent(rawId)}`);
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const id = parseSerialId(rawId);
  const application = id ? await adminApplications.byId(id) : null;
  const back = (
    <BackLink locale={locale} href="/manage/applications">
      {t('applicationsTitle')}
    </BackLink>
  );
  if (!application) {
    return (
      <>
        <HttpStatus code={404} />
        <AdminHeading>{t('applicationTitle')}</AdminHeading>
        <p className="mt-4 text-ink-700">{t('applications.notFound')}</p>
        <div className="mt-6">{back}</div>
      </>
    );
  }
  const { updated, confirm } = await searchParams;
  return (
    <>
      {back}
      <div className="mt-6">
        <AdminHeading>{t('applications.detailTitle', { name: application.name })}</AdminHeading>
      </div>
      {updated && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {updated === '1' ? t('applications.statusSaved') : t('applications.statusRefused')}
        </p>
      )}
      {confirm && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {t('applications.confirmNeeded')}
        </p>
      )}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <ApplicationFacts locale={locale} application={application} deletesOn={deletionDate(application.createdAt)} t={t} />
        <div className="space-y-8">
          <ApplicationStatusForm locale={locale} application={application} t={t} />
          <DeleteApplicationForm locale={locale} application={application} t={t} />
        </div>
      </div>
    </>
  );
}
