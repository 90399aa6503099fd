import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { LeadFilterForm, LeadsTable } from '@/components/admin/leads/LeadsInbox';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { leadFilterQuery, leadFilters } from '@/lib/features/leads';
import { bookingList } from '@/lib/features/booking';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { leadStore } from '@/lib/features/leads';
import { ADMIN_PAGE_SIZE, pageQuery, readPageWith, requestedPage } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/leads', 'leadsTitle');

/** The leads with their CRM status, a page at a time (`?page=`); filters, 'retry now' and CSV export. */
export default async function LeadsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'leads', '/manage/leads');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = await searchParams;
  const filters = leadFilters(query);
  const paged = await readPageWith(requestedPage(query.page), ADMIN_PAGE_SIZE, async (limit, offset) => {
    const found = await leadStore().list({ ...filters, limit, offset });
    return { rows: found.leads, total: found.total };
  });
  const bookings = await bookingList().bookingsForLeads(paged.rows.map((lead) => lead.id));
  const back = `/${locale}/manage/leads${pageQuery({ kind: filters.kind, status: filters.status }, paged.page)}`;

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <AdminHeading>{t('leadsTitle')}</AdminHeading>
          <p className="mt-1 text-ink-600">{t('leads.lead')}</p>
        </div>
        <a href={`/api/admin/leads/export${leadFilterQuery(filters)}`} className="btn btn-secondary" download>
          {t('leads.export')}
        </a>
      </div>
      {query.retried && (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {query.retried === '1' ? t('leads.retried') : t('leads.retryFailed')}
        </p>
      )}
      <LeadFilterForm filters={filters} total={paged.total} t={t} />
      <section aria-label={t('leadsTitle')} className="mt-6 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <LeadsTable leads={paged.rows} bookings={bookings} locale={locale} back={back} t={t} />
      </section>
      <Pager locale={locale} path="/manage/leads" filters={{ kind: filters.kind, status: filters.status }} page={paged.page} pageCount={paged.pageCount} pageSize={paged.pageSize} total={paged.total} list={t('leadsTitle')} t={t} />
      <p className="mt-6">
        <Link locale={locale} href="/manage" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('dashboardTitle')}
        </Link>
      </p>
    </>
  );
}
