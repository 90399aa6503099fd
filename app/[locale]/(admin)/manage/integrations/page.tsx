import { adminScreenMetadata, guardAdminScreen, type AdminPageProps } from '@/components/admin/admin-screen';
import { Pager } from '@/components/admin/Pager';
import { IntegrationsTable } from '@/components/admin/integrations/IntegrationsTable';
import { AdminHeading } from '@/components/page/AdminHeading';
import { Link } from '@/lib/infra/routing/navigation';
import { localeOf } from '@/lib/infra/routing/locale-params';
import { ADMIN_PAGE_SIZE, requestedPage } from '@/lib/infra/util/paging';
import { adminIntegrations } from '@/lib/features/integrations';

export const generateMetadata = adminScreenMetadata('/manage/integrations', 'integrationsTitle');

/** Every integration, drafts included, and the way to a new one. */
export default async function ManageIntegrationsPage({ params, searchParams }: AdminPageProps) {
  const locale = await localeOf(params);
  const screen = await guardAdminScreen(locale, 'integrations', '/manage/integrations');
  if (!screen.ok) return screen.denied;
  const { t } = screen;
  const { deleted, page } = await searchParams;
  const integrations = await adminIntegrations.page(requestedPage(page), ADMIN_PAGE_SIZE);
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <AdminHeading>{t('integrationsTitle')}</AdminHeading>
        <div className="flex flex-wrap gap-3">
          <Link locale={locale} href="/manage/integrations/categories" className="btn btn-secondary">
            {t('integrationCategories.manage')}
          </Link>
          <Link locale={locale} href="/manage/integrations/new" className="btn btn-primary">
            {t('integrations.addNew')}
          </Link>
        </div>
      </div>
      <p className="mt-1 max-w-3xl text-ink-600">{t('integrations.lead')}</p>
      {deleted && (
        <p role="status" className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
          {deleted === '1' ? t('integrations.deleted') : t('integrations.notDeleted')}
        </p>
      )}
      <div className="mt-8 overflow-x-auto rounded-card border border-ink-100 bg-white shadow-card">
        <IntegrationsTable locale={locale} integrations={integrations.rows} />
      </div>
      <Pager locale={locale} path="/manage/integrations" page={integrations.page} pageCount={integrations.pageCount} pageSize={integrations.pageSize} total={integrations.total} list={t('integrationsTitle')} t={t} />
    </>
  );
}
