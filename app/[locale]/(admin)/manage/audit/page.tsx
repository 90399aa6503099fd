import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { AuditFilterForm, AuditTable } from '@/components/admin/AuditLog';
import { AdminHeading } from '@/components/page/AdminHeading';
import { auditFilterFrom, auditStore } from '@/lib/features/audit';
import { localeOf } from '@/i18n/locale-params';

/** Entries the page shows; the CSV export has them all. */
const PAGE_LIMIT = 200;

export const generateMetadata = adminScreenMetadata('/manage/audit', 'auditTitle');

function queryOf(params: Record<string, string | string[] | undefined>): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of ['action', 'actor', 'from', 'to']) {
    const value = params[key];
    if (typeof value === 'string' && value) query.set(key, value.slice(0, 320));
  }
  return query;
}

/** The audit log, filtered by action, person and days (admins only). */
export default async function AuditPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'audit', '/manage/audit');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const query = queryOf(await searchParams);
  const filter = auditFilterFrom(query);
  const rows = await auditStore().list({ ...filter, limit: PAGE_LIMIT });
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
        <AuditTable locale={locale} rows={rows} />
      </div>
    </>
  );
}
