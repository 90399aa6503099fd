import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { ApplicationFilterForm, ApplicationsTable } from '@/components/admin/applications/ApplicationsList';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { adminApplications, applicationFilters } from '@/lib/features/applications';
import { getEnv } from '@/lib/infra/env.mjs';
import { ADMIN_PAGE_SIZE, requestedPage } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/applications', 'applicationsTitle');

/** The job applications, newest first, a page at a time (`?page=`), filtered by opening and status. */
export default async function ApplicationsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'applications', '/manage/applications');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = await searchParams;
  const filters = applicationFilters(query);
  const [paged, openings] = await Promise.all([adminApplications.page(filters, requestedPage(query.page), ADMIN_PAGE_SIZE), adminApplications.appliedOpenings()]);
  const pagerFilters = { opening: filters.openingId, status: filters.status };
  return (
    <>
      <AdminHeading>{t('applicationsTitle')}</AdminHeading>
      <p className="mt-1 max-w-3xl text-ink-600">{t('applications.lead', { days: getEnv().APPLICATIONS_RETENTION_DAYS })}</p>
      {(query.deleted || query.missing) && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {query.deleted === '1' ? t('applications.deleted') : t('applications.notFound')}
        </p>
      )}
      <ApplicationFilterForm locale={locale} filters={filters} openings={openings} total={paged.total} t={t} />
      <section aria-label={t('applicationsTitle')} className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <ApplicationsTable locale={locale} rows={paged.rows} filtered={pagerFilters.opening !== undefined || pagerFilters.status !== undefined} t={t} />
      </section>
      <Pager locale={locale} path="/manage/applications" filters={pagerFilters} page={paged.page} pageCount={paged.pageCount} pageSize={paged.pageSize} total={paged.total} list={t('applicationsTitle')} t={t} />
    </>
  );
}
