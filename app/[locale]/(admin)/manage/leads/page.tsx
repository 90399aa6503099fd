import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { LeadsTable } from '@/components/admin/leads/LeadsInbox';
import { ListSearch } from '@/components/admin/ListSearch';
import { BulkBar } from '@/components/admin/lists/BulkBar';
import { BulkOutcome } from '@/components/admin/lists/BulkConfirm';
import { searchLabels, sortLink } from '@/components/admin/lists/list-links';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { getPathname, Link } from '@/lib/infra/routing/navigation';
import { CRM_STATUSES, LEAD_KINDS, LEADS_LIST, leadListQuery, leadStore } from '@/lib/features/leads';
import { bookingList } from '@/lib/features/booking';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { isFiltered, listFilters, listAddress, queryString } from '@/lib/infra/util/list-query';
import { ADMIN_PAGE_SIZE, readPageWith } from '@/lib/infra/util/paging';

export const generateMetadata = adminScreenMetadata('/manage/leads', 'leadsTitle');

const BULK_FORM = 'leads-bulk';

/**
 * The leads with their CRM status: searched (name, email, company), filtered (form, CRM status,
 * days), sorted and a page at a time from the URL; 'retry now', CSV export and bulk delete.
 */
export default async function LeadsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'leads', '/manage/leads');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const raw = await searchParams;
  const { list, query } = leadListQuery(raw);
  const paged = await readPageWith(list.page, ADMIN_PAGE_SIZE, async (limit, offset) => {
    const found = await leadStore().list({ ...query, limit, offset });
    return { rows: found.leads, total: found.total };
  });
  const bookings = await bookingList().bookingsForLeads(paged.rows.map((lead) => lead.id));
  const filters = listFilters(list, LEADS_LIST);
  const action = getPathname({ href: '/manage/leads', locale });
  const back = listAddress(action, filters, paged.page);
  const sort = (key: (typeof LEADS_LIST.sorts)[number]) => sortLink(action, filters, list, LEADS_LIST, key);
  const counted = (count: number) => t('lists.items.leads', { count });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <AdminHeading>{t('leadsTitle')}</AdminHeading>
          <p className="mt-1 text-ink-600">{t('leads.lead')}</p>
        </div>
        <a href={`/api/admin/leads/export${queryString(filters)}`} className="btn btn-secondary" download>
          {paged.total > 0 && isFiltered(list) ? t('lists.exportAll', { items: counted(paged.total) }) : t('leads.export')}
        </a>
      </div>
      {raw.retried && (
        <p role="status" className="mt-6 rounded-lg bg-brand-50 p-3 text-sm font-medium text-brand-900">
          {raw.retried === '1' ? t('leads.retried') : t('leads.retryFailed')}
        </p>
      )}
      <BulkOutcome query={raw} counted={counted} t={t} />
      <ListSearch
        action={action}
        id="leads"
        labels={searchLabels(t, t('lists.search.leadWords'))}
        q={list.q}
        keep={{ sort: filters.sort, dir: filters.dir }}
        choices={[
          { name: 'kind', label: t('leads.kind'), any: t('lists.search.anyKind'), value: list.kind, options: LEAD_KINDS.map((kind) => ({ value: kind, label: t(`leads.kinds.${kind}`) })) },
          { name: 'status', label: t('leads.status'), any: t('lists.search.anyCrm'), value: list.status, options: CRM_STATUSES.map((status) => ({ value: status, label: t(`leads.statuses.${status}`) })) },
        ]}
        dates={{ from: list.from, to: list.to, fromLabel: t('lists.search.from'), toLabel: t('lists.search.to') }}
      />
      <p className="mt-3 text-sm text-ink-600">{t('leads.total', { count: paged.total })}</p>
      <section aria-label={t('leadsTitle')} className="mt-3 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <BulkBar id={BULK_FORM} confirmPath={getPathname({ href: '/manage/leads/bulk', locale })} back={back} actions={['delete', 'export']} pageIds={paged.rows.map((lead) => lead.id)} t={t} />
        <LeadsTable
          leads={paged.rows}
          bookings={bookings}
          locale={locale}
          back={back}
          t={t}
          select={BULK_FORM}
          sorts={{ date: sort('date'), name: sort('name'), email: sort('email'), company: sort('company') }}
          empty={isFiltered(list) ? t('lists.noMatch') : t('leads.empty')}
        />
      </section>
      <Pager locale={locale} path="/manage/leads" filters={filters} page={paged.page} pageCount={paged.pageCount} pageSize={paged.pageSize} total={paged.total} list={t('leadsTitle')} t={t} />
      <p className="mt-6">
        <Link locale={locale} href="/manage" className="font-semibold text-brand-800 underline-offset-4 hover:underline">
          {t('dashboardTitle')}
        </Link>
      </p>
    </>
  );
}
