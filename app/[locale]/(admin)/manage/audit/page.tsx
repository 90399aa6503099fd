import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { AuditFilterForm, AuditTable } from '@/components/admin/audit/AuditLog';
import { Pager } from '@/components/admin/Pager';
import { AdminHeading } from '@/components/page/AdminHeading';
import { auditFilterFrom, auditStore } from '@/lib/features/audit';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { ADMIN_PAGE_SIZE, readPage, requestedPage } from '@/lib/infra/util/paging';


export const generateMetadata = adminScreenMetadata('/manage/audit', 'auditTitle');

function queryOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['action', 'actor', 'from', 'to']) {
    const value = params[key];
    if (typeof value === 'string' && value) query.set(key, value.slice(0, 320));
  }
  return query;
}

/** The audit log, filtered by action, person and days, a page at a time (`?page=`; admins only). */
export default async function AuditPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'audit', '/manage/audit');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const raw = await searchParams;
  const query = queryOf(raw);
  const filter = auditFilterFrom(query);
  const store = auditStore();
  const entries = await readPage(
    requestedPage(raw.page),
    ADMIN_PAGE_SIZE,
    () => store.count(filter),
    (limit, offset) => store.list({ ...filter, limit, offset }),
  );
  const suffix = query.size > 0 ? `?${query}` : '';
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <AdminHeading>{t('auditTitle')}</AdminHeading>
          <p className="mt-1 text-ink-600">{t('audit.lead')}</p>
        </div>
        <a href={`/api/admin/audit/export${suffix}`} className="btn btn-secondary" download>
          {t('audit.export')}
        </a>
      </div>
      <div className="mt-6">
        <AuditFilterForm locale={locale} filter={filter} />
      </div>
      <div className="mt-6">
        <AuditTable locale={locale} rows={entries.rows} />
      </div>
      <Pager locale={locale} path="/manage/audit" filters={Object.fromEntries(query)} page={entries.page} pageCount={entries.pageCount} pageSize={entries.pageSize} total={entries.total} list={t('auditTitle')} t={t} />
    </>
  );
}
